import { deterministicUuid } from '../../events/deterministic-id.js';
import type { SoftwareOrderCommand } from '../../events/softwareOrders/commands.js';
import { decide, unitsOf } from '../../events/softwareOrders/decide.js';
import { softwareOrderStream, type OrderFile, type SoftwareOrderPlacedData, type TunedFile } from '../../events/softwareOrders/events.js';
import { evolve, initialSoftwareOrder, refundDue } from '../../events/softwareOrders/state.js';
import type { OrderStatus, StatusMover } from '../../events/softwareOrders/statuses.js';
import { generateChat } from './chat.js';
import { credits, fund, type ScaleLedger } from './ledger.js';
import { chainOf, type Network, type ScaleAccount } from './network.js';
import { decidedStream, type EventSink } from './sink.js';
import type { ScaleVehicle } from './vehicles.js';

// One software order's life as the routes drive it: placed (the decider's creation check against the
// dealer's balance), charged by the ledger and recorded, taken by a calibrator, worked on, delivered,
// completed by the dealer; some cancelled or rejected and refunded, some waiting. Every step is a
// command decided by the order's own `decide`, so the events are those the portal appends. Steps
// that would fall after `now` are not taken: the newest orders are still open, as in a live portal.

export type OrderWorld = { sink: EventSink; ledger: ScaleLedger; network: Network; vehicles: ScaleVehicle[]; random: () => number; now: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ECU_SHARE = 0.7;
const DSG_SHARE = 0.9;

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** A file's content address, stable for a name (the store keys files by SHA-256). */
export const fakeSha256 = (name: string) => (deterministicUuid(`${name}:a`) + deterministicUuid(`${name}:b`)).replaceAll('-', '');

const readOf = (orderId: string, unit: 'ECU' | 'TCU'): OrderFile => {
  const name = `${orderId}:${unit}`;
  return { unit, uploadId: deterministicUuid(`scale-upload:${name}`), sha256: fakeSha256(name), size: 2 * 1024 * 1024, name: `${unit.toLowerCase()}-read.bin` };
};

const placedData = (world: OrderWorld, orderId: string, dealer: ScaleAccount, vehicle: ScaleVehicle, at: string): SoftwareOrderPlacedData => {
  const { random, network } = world;
  const r = random();
  const type = r < ECU_SHARE ? 'ECU' : r < DSG_SHARE ? 'DSG' : 'ECU + DSG';
  const stage = type === 'ECU + DSG' ? pick(random, ['1-1', '2-2']) : pick(random, ['1', '2']);
  const euros = type === 'DSG' ? 299 : stage.startsWith('2') ? vehicle.stageTwo : vehicle.stageOne;
  const price = credits(type === 'ECU + DSG' ? euros + 250 : euros);
  return {
    orderId, publicId: deterministicUuid(`scale-public:${orderId}`), dealerId: dealer.id, dealerChain: chainOf(network, dealer.id),
    dealerName: `${dealer.firstName} ${dealer.lastName}`, placedById: dealer.id, kind: 'OrderSoftwareEntity', type, stage,
    vin: `WVWZZZ1KZ${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
    vehicle: {
      id: vehicle.id, make: vehicle.make, model: vehicle.model, generation: vehicle.generation, engine: vehicle.engine, engineFamily: vehicle.engineFamily,
      gearbox: vehicle.gearbox, figures: { stockPower: vehicle.hp, stockTorque: null, power: Math.round(vehicle.hp * 1.2), torque: null },
    },
    files: unitsOf(type).map((unit) => readOf(orderId, unit)), options: [],
    dsgHardware: type === 'ECU' ? null : { choice: 'not_installed', invoiceNumber: null }, urgency: '*', coupon: null, note: null,
    quote: { lines: [{ code: type === 'ECU + DSG' ? 'combo' : 'stage', label: `Stage ${stage}`, amount: price }], total: price, onRequest: false },
    idempotencyKey: null, at, profit: null,
  };
};

export const generateOrder = (world: OrderWorld, index: number, placedAt: number, slot: number) => {
  const { sink, ledger, network, random, now } = world;
  const orderId = deterministicUuid(`scale-order:${index}`);
  const stream = softwareOrderStream(orderId);
  const dealer = pick(random, network.dealers);
  const iso = (ms: number) => new Date(ms).toISOString();
  const aggregate = decidedStream(sink, stream, { decide, evolve, initial: initialSoftwareOrder });
  const run = (command: SoftwareOrderCommand) => aggregate.run(command);
  const id = (step: string) => deterministicUuid(`scale-order-step:${orderId}:${step}`);
  const order = placedData(world, orderId, dealer, pick(random, world.vehicles), iso(placedAt));
  const price = order.quote.total;
  fund(ledger, network, dealer.id, price, `order:${orderId}`, iso(placedAt));
  run({ type: 'PlaceSoftwareOrder', eventId: id('placed'), order, balance: { balance: ledger.balance(dealer.id), allowance: null }, sectionAllowed: true });
  // The settle step (api/routes/softwareOrders/settle.ts): the same movement and event ids.
  const movementId = deterministicUuid(`software-order-charge:${orderId}:placed`);
  ledger.handle({ type: 'ChargeSoftware', movementId, amount: price, idempotencyKey: null, actor: { id: dealer.id, isAdmin: false }, at: iso(placedAt), from: dealer.id, orderId, kind: 'OrderSoftwareEntity' });
  run({ type: 'RecordCharge', eventId: deterministicUuid(`charged:${movementId}`), movementId, amount: price, at: iso(placedAt) });

  const calibrator = pick(random, network.calibrators);
  const move = (to: OrderStatus, mover: StatusMover, actorId: string, at: number, note: string | null = null) =>
    run({ type: 'ChangeOrderStatus', eventId: id(`status:${to}:${aggregate.state.versions}`), to, mover, actorId, note, at: iso(at) });
  const refund = (at: number) => {
    const refundId = deterministicUuid(`software-order-refund:${orderId}`);
    const amount = refundDue(aggregate.state);
    ledger.handle({ type: 'RefundSoftware', movementId: refundId, amount, idempotencyKey: null, actor: { id: network.admin.id, isAdmin: true }, at: iso(at), to: dealer.id, orderId, kind: 'RefundEntity' });
    run({ type: 'RecordRefund', eventId: deterministicUuid(`refunded:${refundId}`), movementId: refundId, amount, at: iso(at) });
  };
  const take = (at: number) =>
    run({ type: 'AssignOrder', eventId: id('assigned'), calibratorId: calibrator.id, calibratorName: `${calibrator.firstName} ${calibrator.lastName}`, take: true, actorId: calibrator.id, at: iso(at) });
  const outcome = random();
  // Cancelled and rejected orders are refunded within the order's slot: the journal's times never go back.
  if (outcome < 0.04) {
    move('Cancel', 'Owner', dealer.id, placedAt + slot * 0.3);
    refund(placedAt + slot * 0.4);
  } else if (outcome < 0.07) {
    take(placedAt + slot * 0.2);
    move('In Process', 'Calibrator', calibrator.id, placedAt + slot * 0.3);
    move('Rejected', 'Calibrator', calibrator.id, placedAt + slot * 0.5, 'The read is incomplete: read it again with the ignition on');
    refund(placedAt + slot * 0.6);
  } else {
    const steps: [number, () => void][] = [
      [10 * MINUTE, () => take(placedAt + 10 * MINUTE)],
      [12 * MINUTE, () => move(outcome < 0.12 ? 'Waiting for response' : 'In Process', 'Calibrator', calibrator.id, placedAt + 12 * MINUTE)],
    ];
    if (outcome >= 0.12) {
      const tuned: TunedFile[] = order.files.map((file) => ({ unit: file.unit, uploadId: deterministicUuid(`scale-tuned:${file.uploadId}`), sha256: fakeSha256(`tuned:${file.sha256}`), size: file.size, name: `${file.unit.toLowerCase()}-tuned.bin` }));
      steps.push([2 * HOUR, () => run({ type: 'DeliverTunedFiles', eventId: id('delivered'), files: tuned, note: 'Stage as ordered', actorId: calibrator.id, isAdmin: false, at: iso(placedAt + 2 * HOUR) })]);
      if (outcome >= 0.2) steps.push([26 * HOUR, () => move('Completed', 'Owner', dealer.id, placedAt + 26 * HOUR)]);
    }
    for (const [after, step] of steps) if (placedAt + after <= now) step();
  }
  generateChat(world, { orderId, dealerId: dealer.id, chain: order.dealerChain, calibratorId: aggregate.state.calibratorId, adminId: network.admin.id }, placedAt);
};
