import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLedgerService } from '../../api/services/ledger.js';
import { verifyLedger } from '../../api/services/ledger-verify.js';
import type { TransferCredits } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { LEDGER_STREAM, type LedgerEvent } from '../../events/credit/events.js';
import { FakeClient } from '../../events/store/eventstoredb.fake.js';
import { eventStoreDbEventStoreFromClient } from '../../events/store/eventstoredb.js';

// The hash chain on the EventStoreDB adapter's code path (its client stubbed): two ledger processes
// appending in turn chain after each other's last hash, and the re-walk pages through the journal.

const fromHouse = (to: string, amount: number): TransferCredits => ({
  type: 'TransferCredits', movementId: randomUUID(), amount, idempotencyKey: null, actor: { id: 'admin', isAdmin: true },
  at: new Date().toISOString(), from: HOUSE_ACCOUNT, to, description: null, toParentId: null, fromCanSale: false,
});

describe('the chained journal on EventStoreDB', () => {
  it('stays one chain across two ledger processes and verifies page by page', async () => {
    const store = eventStoreDbEventStoreFromClient(new FakeClient());
    const one = createLedgerService(store);
    const two = createLedgerService(store);
    await Promise.all([one.start(), two.start()]);
    for (let round = 0; round < 6; round += 1) {
      const ledger = round % 2 ? two : one;
      await Promise.all([ledger.handle(fromHouse('a', 100)), ledger.handle(fromHouse('b', 200)), ledger.handle(fromHouse('c', 300))]);
    }
    const journal = await store.readStream<LedgerEvent>(LEDGER_STREAM);
    expect(journal).toHaveLength(18);
    expect(journal.slice(1).every((event, i) => event.metadata?.prevHash === journal[i].metadata?.hash)).toBe(true);
    expect(await verifyLedger(store, { pageSize: 4 })).toEqual({ ok: true, events: 18, unchained: 0, headHash: journal[17].metadata!.hash, firstBreak: null });
  });
});
