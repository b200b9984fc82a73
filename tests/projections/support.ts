import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterEach, beforeEach, expect } from 'vitest';
import type { AppServices } from '../../api/plugins/services.js';
import type { Projection } from '../../projections/runner/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { decide } from '../../events/creditOrders/decide.js';
import { creditOrderStream, type CreditOrderEvent } from '../../events/creditOrders/events.js';
import { evolve, initialCreditOrder } from '../../events/creditOrders/state.js';
import type { CreditOrderCommand } from '../../events/creditOrders/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import type { EventStore, GlobalPosition } from '../../events/store/port.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { createTestDatabase } from '../support/database.js';
import { tableRows } from '../../projections/runner/table-rows.js';
import { caughtUp } from '../support/caught-up.js';

export { tableRows };

// Helpers for the runner's integration tests: credit orders decided by the real decider and
// appended with the expected revision, and the advisory locks the runners hold.

const admin = { id: randomUUID(), isAdmin: true };
const at = () => new Date(Date.UTC(2026, 10, 24)).toISOString();

/** Runs one credit-order command against its stream (read, decide, append) and answers the position. */
export const creditOrderCommand = async (store: EventStore, command: CreditOrderCommand): Promise<GlobalPosition> => {
  const past = await store.readStream<CreditOrderEvent>(creditOrderStream(command.orderId));
  const state = past.reduce(evolve, initialCreditOrder());
  const events = decide(command, state);
  const expectedRevision = past.length ? past[past.length - 1].revision : 'no_stream';
  return (await store.appendToStream(creditOrderStream(command.orderId), events, { expectedRevision })).position;
};

/** A dealer orders `credits` whole credits from the house by bank transfer (no fee). */
export const placeOrder = (store: EventStore, orderId: string, credits: number) => {
  const buyerId = randomUUID();
  return creditOrderCommand(store, {
    type: 'PlaceCreditOrder', orderId, eventId: randomUUID(), actor: { id: buyerId, isAdmin: false }, at: at(), buyerId, buyerCanBuy: true, sellerId: HOUSE_ACCOUNT,
    credits: credits * 100, priceList: [{ credits: 100, price: 100 }], paymentMethod: 'bank_transfer', availableMethods: ['bank_transfer'], description: null,
  });
};

/** The house records a part payment (EUR cents) of an order. */
export const receivePayment = (store: EventStore, orderId: string, amount: number) =>
  creditOrderCommand(store, {
    type: 'ReceivePayment', orderId, eventId: randomUUID(), confirmationEventId: randomUUID(), movementId: randomUUID(), actor: admin, at: at(),
    amount, reference: null, provider: 'manual', sellerCanCover: true,
  });

/** Backends holding a granted advisory lock (the runners' projection locks). */
export const advisoryLockHolders = async (pool: pg.Pool): Promise<number[]> =>
  (await pool.query<{ pid: number }>(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)).rows.map((r) => r.pid);

/** Kills every connection that holds an advisory lock, as a network cut or a server-side timeout would. */
export const killLockConnections = async (pool: pg.Pool): Promise<number[]> => {
  const pids = [...new Set(await advisoryLockHolders(pool))];
  await pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
  return pids;
};

/** Polls until `check` holds; throws after `ms` so a hang fails loudly instead of timing the test out. */
export const eventually = async (check: () => Promise<boolean>, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** mulberry32: a small seeded generator, the same sequence for the same seed on every machine. */
export const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * Lets the portal's runner catch up with the store and stops it, then rebuilds `projection`: its
 * tables, none of them empty, come back row for row as the live ones.
 */
export const expectRebuiltEqualToLive = async ({ store, db, pool, runner }: AppServices, projection: Projection) => {
  expect(await caughtUp({ runner, pool })).toBe(true);
  await runner.stop();
  const snapshot = () => Promise.all(projection.tables.map((table) => tableRows(pool, table)));
  const live = await snapshot();
  expect(live.every((rows) => rows.length > 0)).toBe(true);
  await rebuildProjection({ store, db, pool, projection });
  expect(await snapshot()).toEqual(live);
};

/**
 * A fresh database and PostgreSQL store for each test of the file, closed after it. The object
 * answered exists at once and is filled in by beforeEach: read it inside tests only.
 */
export const useFreshStore = () => {
  const fresh = {} as { database: Awaited<ReturnType<typeof createTestDatabase>>; store: EventStore };
  beforeEach(async () => {
    fresh.database = await createTestDatabase();
    fresh.store = postgresEventStore(fresh.database.pool);
  });
  afterEach(async () => {
    await fresh.store.close();
    await fresh.database.close();
  });
  return fresh;
};
