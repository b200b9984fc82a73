import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deterministicUuid } from '../../events/deterministic-id.js';
import type { Actor, LedgerCommand } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { LEDGER_STREAM, isMovementEvent, type LedgerEvent, type Movement } from '../../events/credit/events.js';
import { ledgerProjection } from '../../projections/credit/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { createTestPortal, type TestPortal } from '../support/app.js';
import { prng } from '../projections/support.js';

// A seeded pseudo-random day of the ledger: thousands of movements of every kind, refusals
// included, decided in concurrent waves (so in group-commit batches). Afterwards every way of
// knowing a balance must agree, and a rebuilt read model must equal the live one row for row.

const SEED = Number(process.env.LEDGER_SEED ?? 20261121);
const COMMANDS = 4000;
const WAVE = 40;

let portal: TestPortal;
let outcomes: { moved: number; replayed: number; refused: Map<string, number> };

const random = prng(SEED);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const chance = (p: number) => random() < p;

/** `retired` accounts move only in the first fifth of the day, so their last movement is an early one. */
type Account = { id: string; parent: string | null; canSale: boolean; retired?: boolean };

const generateCommands = (everyone: Account[], adminId: string): LedgerCommand[] => {
  const admin: Actor = { id: adminId, isAdmin: true };
  const as = (id: string): Actor => ({ id, isAdmin: false });
  const parentOf = new Map(everyone.map((a) => [a.id, a.parent]));
  const active = everyone.filter((a) => !a.retired);
  let accounts = everyone;
  const children = (id: string) => accounts.filter((a) => a.parent === id);
  const keys = Array.from({ length: 60 }, (_, i) => `${adminId}:key-${i}`);
  const start = Date.UTC(2026, 10, 21, 8);
  const commands: LedgerCommand[] = [];
  for (let i = 0; i < COMMANDS; i += 1) {
    if (i === COMMANDS / 5) accounts = active;
    // A keyed command takes its movement id from its key (as the HTTP layer does): repeats move nothing.
    const key = chance(0.08) ? pick(keys) : null;
    const basics = {
      movementId: key ? deterministicUuid(`movement:${key}`) : deterministicUuid(`exactness:${SEED}:${i}`),
      idempotencyKey: key,
      // A distinct time per command: anything that keeps "the last time" must keep the right one.
      at: new Date(start + i * 1000).toISOString(),
      amount: chance(0.02) ? 0 : int(1, 30_000),
    };
    const account = pick(accounts);
    const roll = random();
    if (roll < 0.12) {
      commands.push({ ...basics, type: 'BuyCredits', actor: admin, from: HOUSE_ACCOUNT, to: account.id, creditOrderId: `co-${i}` });
    } else if (roll < 0.17) {
      const child = pick(children(account.id).concat(account));
      commands.push({ ...basics, type: 'BuyCredits', actor: as(account.id), from: account.id, to: child.id, creditOrderId: `co-${i}` });
    } else if (roll < 0.27) {
      commands.push({ ...basics, type: 'TransferCredits', actor: admin, from: HOUSE_ACCOUNT, to: account.id, description: `top-up ${i}`, toParentId: account.parent, fromCanSale: false });
    } else if (roll < 0.47) {
      // A seller to one of its children; sometimes to a stranger, or by an account that may not sell.
      const to = chance(0.85) && children(account.id).length ? pick(children(account.id)) : pick(accounts);
      commands.push({
        ...basics, type: 'TransferCredits', actor: as(account.id), from: account.id, to: to.id, description: null,
        toParentId: parentOf.get(to.id) ?? null, fromCanSale: account.canSale,
      });
    } else if (roll < 0.55) {
      const byAdmin = chance(0.5);
      const actor = byAdmin ? admin : as(account.parent ?? account.id);
      commands.push({ ...basics, type: 'DeductCredits', actor, from: account.id, fromParentId: account.parent, reason: chance(0.05) ? ' ' : `correction ${i}` });
    } else if (roll < 0.6) {
      commands.push({ ...basics, type: 'RefundCredits', actor: chance(0.9) ? admin : as(account.id), to: account.id, reference: `co-${i}`, reason: 'Cancelled credit order' });
    } else if (roll < 0.82) {
      commands.push({ ...basics, type: 'ChargeSoftware', actor: as(account.id), from: account.id, orderId: `order-${i}`, kind: chance(0.8) ? 'OrderSoftwareEntity' : 'OrderSoftwarePersonalFlasher' });
    } else if (roll < 0.9) {
      const kind = pick(['RefundEntity', 'WarrantEntity', 'PrevOrderRefundEntity', 'OrderRefundDifference'] as const);
      commands.push({ ...basics, type: 'RefundSoftware', actor: admin, to: account.id, orderId: `order-${int(0, i)}`, kind });
    } else if (roll < 0.96) {
      commands.push({ ...basics, type: 'PayDistributorProfit', actor: admin, to: account.id, orderId: `order-${int(0, i)}` });
    } else {
      const allowed = chance(0.7);
      commands.push({
        type: 'SetOrderWithoutBalance', eventId: deterministicUuid(`exactness:${SEED}:${i}`), account: account.id, allowed,
        limit: allowed && chance(0.7) ? int(1, 50_000) : null, actor: chance(0.95) ? admin : as(account.id), at: basics.at,
      });
    }
  }
  return commands;
};

/**
 * Moves the cluster's transaction ids to just below the next power of ten, so that the ids of this
 * run's appends gain a digit midway: the global feed must order them as numbers ('9999' < '10000').
 * Each subtransaction that writes takes an id, so one DO block consumes thousands of them quickly.
 */
const burnTransactionIdsToBelowNextPowerOfTen = async (margin: number) => {
  const pool = portal.services.pool;
  const { rows } = await pool.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid');
  const current = Number(rows[0].xid);
  const burn = 10 ** String(current).length - margin - current;
  if (burn <= 0 || burn > 200_000) return;
  await pool.query(`CREATE TEMP TABLE IF NOT EXISTS burnt_ids (n int);
    DO $$ BEGIN FOR i IN 1..${burn} LOOP BEGIN INSERT INTO burnt_ids VALUES (i); EXCEPTION WHEN others THEN NULL; END; END LOOP; END $$;`);
};

beforeAll(async () => {
  portal = await createTestPortal();
  const users = await portal.services.db.selectFrom('users').select(['id', 'email', 'parent_id', 'can_sale']).execute();
  const adminId = users.find((u) => u.email === 'admin@demo.test')!.id;
  const demo: Account[] = users.filter((u) => u.id !== adminId).map((u) => ({ id: u.id, parent: u.parent_id, canSale: u.can_sale }));
  // Extra accounts under the demo distributor and dealer, and some under each other.
  const extra: Account[] = [];
  for (let i = 0; i < 30; i += 1) {
    const parent = i < 20 ? pick(demo.filter((d) => d.canSale)).id : pick(extra).id;
    extra.push({ id: deterministicUuid(`exactness-user:${SEED}:${i}`), parent, canSale: chance(0.6), retired: i >= 25 });
  }
  const commands = generateCommands([...demo, ...extra], adminId);
  await burnTransactionIdsToBelowNextPowerOfTen(300);
  outcomes = { moved: 0, replayed: 0, refused: new Map() };
  for (let i = 0; i < commands.length; i += WAVE) {
    const settled = await Promise.allSettled(commands.slice(i, i + WAVE).map((c) => portal.services.ledger.handle(c)));
    for (const s of settled) {
      if (s.status === 'rejected') {
        const reason = s.reason as { status?: number; message: string };
        if (!reason.status) throw reason; // only decided refusals are expected, never a failure
        outcomes.refused.set(reason.message, (outcomes.refused.get(reason.message) ?? 0) + 1);
      } else if (s.value.events.some(isMovementEvent)) outcomes.moved += 1;
      else if (s.value.movement) outcomes.replayed += 1;
    }
  }
  // Wait for the journal's last event, not the feed's head: another file's open transaction can
  // hold the visible head back on the shared cluster.
  const [last] = await portal.services.store.readStream(LEDGER_STREAM, { direction: 'backwards', maxCount: 1 });
  expect(await portal.services.runner.waitFor(last.position, 30_000)).toBe(true);
}, 120_000);
afterAll(async () => portal?.close());

const journal = async () => (await portal.services.store.readStream<LedgerEvent>(LEDGER_STREAM)).map((e) => ({ revision: e.revision, event: e }));
const movementsOf = async () => (await journal()).flatMap(({ revision, event }) => (isMovementEvent(event) ? [{ revision, m: event.data as Movement }] : []));

describe('ledger exactness over a seeded random sequence', () => {
  it('ran a mix of every kind of movement, replays and refusals', () => {
    expect(outcomes.moved).toBeGreaterThan(COMMANDS / 3);
    expect(outcomes.replayed).toBeGreaterThan(0);
    for (const message of ['Insufficient funds', 'You can only transfer credits to your own sub-accounts', 'Please enter a valid amount', 'Your account is not allowed to sell credits']) {
      expect(outcomes.refused.get(message), message).toBeGreaterThan(0);
    }
  });

  it('keeps every running balance consistent: each balance-after is the previous one plus or minus the amount', async () => {
    const running = new Map<string, number>();
    const allowances = new Map<string, { allowed: boolean; limit: number | null }>();
    let count = 0;
    for (const { event } of await journal()) {
      if (!isMovementEvent(event)) {
        allowances.set(event.data.account, { allowed: event.data.allowed, limit: event.data.limit });
        continue;
      }
      const m = event.data;
      expect(m.amount).toBeGreaterThan(0);
      expect(m.fromBalanceAfter).toBe((running.get(m.from) ?? 0) - m.amount);
      expect(m.toBalanceAfter).toBe((running.get(m.to) ?? 0) + m.amount);
      running.set(m.from, m.fromBalanceAfter);
      running.set(m.to, m.toBalanceAfter);
      // The debit rule held at the moment of each movement: a software charge by the creation rule of spec
      // section 5 (what was owed before it under the limit), any other movement never past the limit.
      if (m.from !== HOUSE_ACCOUNT && m.fromBalanceAfter < 0) {
        const allowance = allowances.get(m.from);
        expect(allowance?.allowed, `${m.movementId} overdraws ${m.from}`).toBe(true);
        if (allowance?.limit != null && event.type === 'SoftwareCharged') expect(-(m.fromBalanceAfter + m.amount)).toBeLessThan(allowance.limit);
        else if (allowance?.limit != null) expect(-m.fromBalanceAfter).toBeLessThanOrEqual(allowance.limit);
      }
      count += 1;
    }
    expect(count).toBe(outcomes.moved);
    expect([...running.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('agrees on every balance: read model, last balance-after, a fold over the journal and the hot state', async () => {
    const movements = await movementsOf();
    const fold = new Map<string, number>();
    const lastAfter = new Map<string, number>();
    const totals = new Map<string, { received: number; used: number; transferred: number; movements: number }>();
    const total = (account: string) => totals.get(account) ?? totals.set(account, { received: 0, used: 0, transferred: 0, movements: 0 }).get(account)!;
    for (const { m } of movements) {
      fold.set(m.from, (fold.get(m.from) ?? 0) - m.amount);
      fold.set(m.to, (fold.get(m.to) ?? 0) + m.amount);
      const from = total(m.from);
      if (m.kind === 'CreditTransferEntity') from.transferred += m.amount;
      else from.used += m.amount;
      from.movements += 1;
      total(m.to).received += m.amount;
      total(m.to).movements += 1;
    }
    const db = portal.services.db;
    const rows = await db.selectFrom('ledger_movements').selectAll().orderBy('revision').execute();
    expect(rows.map((r) => [r.movement_id, BigInt(r.revision), Number(r.amount), Number(r.from_balance_after), Number(r.to_balance_after)]))
      .toEqual(movements.map(({ revision, m }) => [m.movementId, revision, m.amount, m.fromBalanceAfter, m.toBalanceAfter]));
    for (const r of rows) {
      lastAfter.set(r.from_account, Number(r.from_balance_after));
      lastAfter.set(r.to_account, Number(r.to_balance_after));
    }
    const accounts = await db.selectFrom('ledger_accounts').selectAll().execute();
    const withMovements = accounts.filter((a) => Number(a.movements) > 0);
    expect(withMovements.map((a) => a.account).sort()).toEqual([...fold.keys()].sort());
    for (const a of withMovements) {
      const balance = Number(a.balance);
      expect([balance, lastAfter.get(a.account), portal.services.ledger.balance(a.account)], a.account).toEqual([fold.get(a.account), balance, balance]);
      const t = totals.get(a.account)!;
      expect({ received: Number(a.received), used: Number(a.used), transferred: Number(a.transferred), movements: Number(a.movements) }, a.account).toEqual(t);
    }
    expect(fold.get(HOUSE_ACCOUNT)).toBeLessThan(0);
    expect([...fold.values()].reduce((a, b) => a + b, 0)).toBe(0);
    // The movements list's totals are kept per kind (no count of the journal per page).
    const byKind = new Map<string, number>();
    for (const { m } of movements) byKind.set(m.kind, (byKind.get(m.kind) ?? 0) + 1);
    const kept = await db.selectFrom('ledger_kind_counts').selectAll().execute();
    expect(Object.fromEntries(kept.map((k) => [k.kind, Number(k.movements)]))).toEqual(Object.fromEntries(byKind));
  });

  it('rebuilds the ledger read models equal to the live ones, row for row', async () => {
    const db = portal.services.db;
    const snapshot = async () => ({
      movements: await db.selectFrom('ledger_movements').selectAll().orderBy('movement_id').execute(),
      accounts: await db.selectFrom('ledger_accounts').selectAll().orderBy('account').execute(),
      kinds: await db.selectFrom('ledger_kind_counts').selectAll().orderBy('kind').execute(),
    });
    await portal.services.runner.stop();
    const live = await snapshot();
    expect(live.movements).toHaveLength(outcomes.moved);
    const replayed = await rebuildProjection({ store: portal.services.store, db, pool: portal.services.pool, projection: ledgerProjection });
    expect(replayed).toBeGreaterThanOrEqual((await journal()).length);
    expect(await snapshot()).toEqual(live);
  });
});
