import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLedgerService } from '../../api/services/ledger.js';
import type { TransferCredits } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { LEDGER_STREAM, type LedgerEvent } from '../../events/credit/events.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { projections } from '../../projections/index.js';
import { ledgerProjection } from '../../projections/credit/projection.js';
import { sweepInline, withInlineProjections } from '../../projections/runner/inline.js';
import { createProjectionRunner, rebuildProjection } from '../../projections/runner/runner.js';
import { createTestDatabase } from '../support/database.js';

// The ledger's read models fold inside the journal append's transaction on PostgreSQL: a movement
// is in them when the append answers, with no projection loop running, exactly once, in revision
// order, and a rebuild equals them row for row.

const admin = { id: randomUUID(), isAdmin: true };
const transfer = (to: string, amount: number, movementId = randomUUID()): TransferCredits => ({
  type: 'TransferCredits', movementId, amount, idempotencyKey: null, actor: admin, at: new Date().toISOString(),
  from: HOUSE_ACCOUNT, to, description: null, toParentId: null, fromCanSale: false,
});

/** A movement event as the ledger records it, for appends that bypass the ledger service. */
const movementEvent = (revisionBalance: number, to: string, amount: number): LedgerEvent => ({
    id: randomUUID(), type: 'CreditsTransferred',
    data: {
      movementId: randomUUID(), kind: 'CreditTransferEntity', group: 'Credits', from: HOUSE_ACCOUNT, to, amount,
      fromBalanceAfter: -revisionBalance, toBalanceAfter: revisionBalance, reference: null, description: null, actorId: admin.id,
      idempotencyKey: null, at: new Date().toISOString(),
    },
});

const setup = async () => {
  const database = await createTestDatabase();
  const raw = postgresEventStore(database.pool);
  const store = withInlineProjections(raw, database.db, projections);
  const snapshot = async () => ({
    movements: await database.db.selectFrom('ledger_movements').selectAll().orderBy('revision').execute(),
    accounts: await database.db.selectFrom('ledger_accounts').selectAll().orderBy('account').execute(),
  });
  const balance = async (account: string) =>
    Number((await database.db.selectFrom('ledger_accounts').select('balance').where('account', '=', account).executeTakeFirst())?.balance ?? NaN);
  return { database, raw, store, snapshot, balance, close: async () => { await raw.close(); await database.close(); } };
};

describe('inline projections (PostgreSQL)', () => {
  it('shows a movement in the read models when the ledger answers, with no projection loop running', async () => {
    const { store, balance, database, close } = await setup();
    try {
      const ledger = createLedgerService(store);
      await ledger.start();
      const to = `account-${randomUUID()}`;
      await ledger.handle(transfer(to, 700));
      expect(await balance(to)).toBe(700);
      await Promise.all(Array.from({ length: 50 }, () => ledger.handle(transfer(to, 10))));
      expect(await balance(to)).toBe(1200);
      expect(await database.db.selectFrom('ledger_movements').select('movement_id').where('to_account', '=', to).execute()).toHaveLength(51);
      // A runner on the same store waits for nothing the ledger folds inline.
      const runner = createProjectionRunner({ store, db: database.db, pool: database.pool, projections });
      const [last] = await store.readStream(LEDGER_STREAM, { direction: 'backwards', maxCount: 1 });
      expect(await runner.waitFor(last.position, 1, ['CreditsTransferred'])).toBe(true);
    } finally {
      await close();
    }
  });

  it('folds a retried append once, and the stored events rather than the caller\'s copy', async () => {
    const { store, balance, close } = await setup();
    try {
      const to = `account-${randomUUID()}`;
      const first = movementEvent(300, to, 300);
      await store.appendToStream(LEDGER_STREAM, [first]);
      // The same event id again, decided differently: the journal keeps the first, and so do the read models.
      const retried = { ...first, data: { ...first.data, amount: 999, toBalanceAfter: 999 } } as LedgerEvent;
      await store.appendToStream(LEDGER_STREAM, [retried]);
      await Promise.all(Array.from({ length: 5 }, () => store.appendToStream(LEDGER_STREAM, [first])));
      expect(await balance(to)).toBe(300);
    } finally {
      await close();
    }
  });

  it('catches up what was appended around it, in revision order: the next append, the sweep, the first start', async () => {
    const { raw, store, balance, snapshot, database, close } = await setup();
    try {
      const to = `account-${randomUUID()}`;
      await store.appendToStream(LEDGER_STREAM, [movementEvent(100, to, 100)]);
      // Appended around the wrapper: not folded yet; the next wrapped append folds it first.
      await raw.appendToStream(LEDGER_STREAM, [movementEvent(300, to, 200)]);
      expect(await balance(to)).toBe(100);
      await store.appendToStream(LEDGER_STREAM, [movementEvent(350, to, 50)]);
      expect(await balance(to)).toBe(350);
      // The runner's sweep folds what nothing appended after.
      await raw.appendToStream(LEDGER_STREAM, [movementEvent(360, to, 10)]);
      expect(await sweepInline(database.db, ledgerProjection)).toBe(1);
      expect(await balance(to)).toBe(360);
      expect(await sweepInline(database.db, ledgerProjection)).toBe(0);
      const live = await snapshot();
      expect(live.movements).toHaveLength(4);
      // No checkpoint (the first start after the async runner folded it): the tables start again from the journal.
      await database.db.deleteFrom('stream_checkpoints').execute();
      await database.db.updateTable('ledger_accounts').set({ balance: 1 }).execute();
      expect(await sweepInline(database.db, ledgerProjection)).toBe(4);
      expect(await snapshot()).toEqual(live);
    } finally {
      await close();
    }
  });

  it('rebuilds equal to the live rows while appends keep coming, each folded once', async () => {
    const { store, snapshot, database, close } = await setup();
    try {
      const ledger = createLedgerService(store);
      await ledger.start();
      const accounts = Array.from({ length: 12 }, () => `account-${randomUUID()}`);
      const wave = () => Promise.all(Array.from({ length: 60 }, (_, i) => ledger.handle(transfer(accounts[i % accounts.length], 1 + (i % 7)))));
      await wave();
      // A rebuild during live appends: they wait for it, then fold after it, never twice.
      const [rebuilt] = await Promise.all([rebuildProjection({ store, db: database.db, pool: database.pool, projection: ledgerProjection }), wave()]);
      expect(rebuilt).toBeGreaterThanOrEqual(60);
      await wave();
      const live = await snapshot();
      expect(live.movements).toHaveLength(180);
      const journal = await store.readStream(LEDGER_STREAM);
      expect(live.movements.map((m) => String(m.revision))).toEqual(journal.map((e) => String(e.revision)));
      await rebuildProjection({ store, db: database.db, pool: database.pool, projection: ledgerProjection });
      expect(await snapshot()).toEqual(live);
    } finally {
      await close();
    }
  });
});
