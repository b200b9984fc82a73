import type pg from 'pg';
import { deterministicUuid } from '../../events/deterministic-id.js';
import { prng } from '../bench/prng.js';
import { credits, scaleLedger, topUp, type ScaleLedger } from './ledger.js';
import { planNetwork, everyone, writeNetwork, type Network } from './network.js';
import { generateOrder } from './orders.js';
import { postgresSink } from './sink.js';
import type { ScaleSize } from './sizes.js';
import { generateTicket } from './tickets.js';
import { planVehicles, writeVehicles } from './vehicles.js';

// A whole network's history (npm run seed -- --scale, the `scale` bench, tests/scale): vehicles and
// accounts, then software orders, tickets and credit movements interleaved over `days`, in time
// order, every event decided by its aggregate's own `decide` and written in bulk (sink.ts). Read
// models are not written here: the projections' rebuild folds them from these events.

const DAY = 86_400_000;
/** Ledger movements an order makes on average besides top-ups: its charge, and a refund for the 7 % cancelled or rejected. */
const MOVEMENTS_PER_ORDER = 1.07;
const DEDUCT_SHARE = 0.1;

export type ScaleOptions = { now: Date; seed: number; passwordHash: string; onProgress?: (events: number) => void };
export type ScaleSummary = { accounts: number; vehicles: number; softwareOrders: number; tickets: number; movements: number; events: number; ms: number };

/** A movement that is not an order's: a transfer down the tree (or from the house), now and then an Admin's deduction. */
const otherMovement = (ledger: ScaleLedger, network: Network, random: () => number, index: number, at: string) => {
  const account = network.dealers[Math.floor(random() * network.dealers.length)]!;
  const amount = credits(100 + Math.floor(random() * 1_900));
  if (random() < DEDUCT_SHARE && ledger.balance(account.id) > amount) {
    ledger.handle({
      type: 'DeductCredits', movementId: deterministicUuid(`scale-deduct:${index}`), amount, idempotencyKey: null,
      actor: { id: network.admin.id, isAdmin: true }, at, from: account.id, fromParentId: account.parentId, reason: 'Correction of a double top-up',
    });
  } else {
    topUp(ledger, network, account.id, amount, `filler:${index}`, at);
  }
};

export const generateScale = async (pool: pg.Pool, size: ScaleSize, options: ScaleOptions): Promise<ScaleSummary> => {
  const started = performance.now();
  const sink = postgresSink(pool);
  const random = prng(options.seed);
  const now = options.now.getTime();
  const begin = now - size.days * DAY;
  const network = planNetwork(size);
  const vehicles = planVehicles(size.vehicles);
  await writeVehicles(pool, vehicles);
  await writeNetwork(pool, sink, network, options.passwordHash, new Date(begin).toISOString());
  const ledger = scaleLedger(sink);
  const world = { sink, ledger, network, vehicles, random, now };

  // Each kind of unit advances at its own pace so all three end together; a unit's slot of time
  // holds every ledger movement it makes, so the journal's times only go forward.
  const targets = { orders: size.softwareOrders, tickets: size.tickets, others: Math.max(0, size.movements - Math.round(size.softwareOrders * MOVEMENTS_PER_ORDER)) };
  const done = { orders: 0, tickets: 0, others: 0 };
  const units = targets.orders + targets.tickets + targets.others;
  const slot = (size.days * DAY) / Math.max(1, units);
  const progress = (kind: keyof typeof done) => (targets[kind] === 0 ? Infinity : done[kind] / targets[kind]);
  for (let unit = 0; unit < units; unit += 1) {
    const at = begin + unit * slot;
    const kind = (['orders', 'tickets', 'others'] as const).reduce((a, b) => (progress(b) < progress(a) ? b : a));
    if (kind === 'orders') generateOrder(world, done.orders, at, slot);
    else if (kind === 'tickets') generateTicket(world, done.tickets, at);
    // Top-ups the orders needed count too: the journal stops at the size asked for.
    else if (ledger.movements + (targets.orders - done.orders) * MOVEMENTS_PER_ORDER < size.movements) otherMovement(ledger, network, random, done.others, new Date(at).toISOString());
    done[kind] += 1;
    if (unit % 1_000 === 0) options.onProgress?.(sink.written);
    await sink.flushIfFull();
  }
  await sink.flush();
  options.onProgress?.(sink.written);
  return {
    accounts: everyone(network).length, vehicles: vehicles.length, softwareOrders: done.orders, tickets: done.tickets,
    movements: ledger.movements, events: sink.written, ms: performance.now() - started,
  };
};
