import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postgresLedgerSnapshots } from '../../api/services/ledger-snapshots.js';
import { createLedgerService } from '../../api/services/ledger.js';
import type { TransferCredits } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import type { EventStore } from '../../events/store/port.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { createTestDatabase } from '../support/database.js';
import { eventually } from '../projections/support.js';

// The ledger's start folds the journal from its saved state: a snapshot the journal still holds is
// adopted and only the tail is read; one it does not hold (another history, another layout) is
// ignored and the whole journal folded. Either way the state equals a fold of the whole journal.

const admin = { id: randomUUID(), isAdmin: true };
const transfer = (to: string, amount: number): TransferCredits => ({
  type: 'TransferCredits', movementId: randomUUID(), amount, idempotencyKey: `key-${randomUUID()}`, actor: admin, at: new Date().toISOString(),
  from: HOUSE_ACCOUNT, to, description: null, toParentId: null, fromCanSale: false,
});

/** The store, counting the events the ledger reads back from it. */
const counting = (store: EventStore) => {
  let read = 0;
  const readStream: EventStore['readStream'] = async (stream, options) => {
    const events = await store.readStream<never>(stream, options);
    read += events.length;
    return events;
  };
  const counted: EventStore = { ...store, readStream };
  return { store: counted, read: () => read, reset: () => (read = 0) };
};

const setup = async () => {
  const database = await createTestDatabase();
  const raw = postgresEventStore(database.pool);
  const snapshots = postgresLedgerSnapshots(database.db);
  const accounts = Array.from({ length: 7 }, () => `account-${randomUUID()}`);
  const write = async (ledger: ReturnType<typeof createLedgerService>, n: number) => {
    for (let i = 0; i < n; i += 1) await ledger.handle(transfer(accounts[i % accounts.length]!, 100 + i));
  };
  /** The state a ledger without any snapshot folds from the whole journal. */
  const fullFold = async () => {
    const ledger = createLedgerService(raw);
    await ledger.start();
    return ledger.state();
  };
  return { database, raw, snapshots, write, fullFold, close: async () => { await raw.close(); await database.close(); } };
};

describe('the ledger snapshot', () => {
  it('is saved at a clean stop, and the next start reads only the event it was taken at and the tail', async () => {
    const { raw, snapshots, write, fullFold, close } = await setup();
    try {
      const first = createLedgerService(raw, { snapshots });
      await first.start();
      await write(first, 40);
      await first.stop();

      const reader = counting(raw);
      const second = createLedgerService(reader.store, { snapshots });
      await second.start();
      expect(reader.read()).toBe(1); // the event at the snapshot's revision, to check the journal holds it
      expect(second.state()).toEqual(await fullFold());

      // Written on after the snapshot, by this process or another: the next start folds those only.
      await write(second, 15);
      reader.reset();
      const third = createLedgerService(reader.store, { snapshots });
      await third.start();
      expect(reader.read()).toBe(1 + 15);
      expect(third.state()).toEqual(await fullFold());
      // And decides on it: a keyed command replayed is answered from the adopted state.
      const replay = transfer('account-replayed', 5);
      const once = await third.handle(replay);
      expect((await third.handle(replay)).movement).toEqual(once.movement);
    } finally {
      await close();
    }
  });

  it('is saved on its own once enough events were folded, between batches', async () => {
    const { raw, snapshots, database, write, close } = await setup();
    try {
      const ledger = createLedgerService(raw, { snapshots, snapshotEveryEvents: 10 });
      await ledger.start();
      await write(ledger, 25);
      await eventually(async () => Number((await database.db.selectFrom('ledger_snapshots').select('revision').executeTakeFirst())?.revision ?? -1) >= 10, 'a snapshot taken without a stop');
    } finally {
      await close();
    }
  });

  it('that the journal does not hold, or of another layout, is ignored: the whole journal is folded', async () => {
    const { raw, snapshots, database, write, fullFold, close } = await setup();
    try {
      const first = createLedgerService(raw, { snapshots });
      await first.start();
      await write(first, 20);
      await first.stop();
      const startAndCompare = async () => {
        const reader = counting(raw);
        const ledger = createLedgerService(reader.store, { snapshots, log: () => undefined });
        await ledger.start();
        expect(ledger.state()).toEqual(await fullFold());
        return reader.read();
      };

      // A journal restored from an older backup, or another history: the hash at the revision differs.
      await database.db.updateTable('ledger_snapshots').set({ last_hash: 'not-the-journal' }).execute();
      expect(await startAndCompare()).toBeGreaterThanOrEqual(20);
      // A revision the journal does not reach.
      await database.db.updateTable('ledger_snapshots').set({ last_hash: null, revision: '1000' }).execute();
      expect(await startAndCompare()).toBeGreaterThanOrEqual(20);
      // Written by an older layout of the state.
      await database.db.updateTable('ledger_snapshots').set({ format: 0 }).execute();
      expect(await startAndCompare()).toBeGreaterThanOrEqual(20);
    } finally {
      await close();
    }
  });
});
