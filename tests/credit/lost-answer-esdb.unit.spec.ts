import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLedgerService } from '../../api/services/ledger.js';
import type { TransferCredits } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { LEDGER_STREAM, isMovementEvent, type LedgerEvent } from '../../events/credit/events.js';
import { FakeClient } from '../../events/store/eventstoredb.fake.js';
import { eventStoreDbEventStoreFromClient } from '../../events/store/eventstoredb.js';
import { answerLost } from './lost-answer.js';

// The same lost answer on the EventStoreDB adapter's code path (its client stubbed, as in
// events/store/eventstoredb.unit.spec.ts). Appended again at the then-current revision, EventStoreDB
// would store the movement a second time: the service must not append it again.

const fromHouse = (to: string, amount: number): TransferCredits => ({
  type: 'TransferCredits', movementId: randomUUID(), amount, idempotencyKey: null, actor: { id: 'admin', isAdmin: true },
  at: new Date().toISOString(), from: HOUSE_ACCOUNT, to, description: null, toParentId: null, fromCanSale: false,
});

describe('an append whose answer was lost (EventStoreDB adapter)', () => {
  it('answers the recorded movement and stores it once', async () => {
    const client = new FakeClient();
    const store = eventStoreDbEventStoreFromClient(client);
    const ledger = createLedgerService(answerLost(store).store);
    await ledger.start();
    await ledger.handle(fromHouse('dealer', 1_000));
    const lossy = answerLost(store);
    const second = createLedgerService(lossy.store);
    await second.start();
    const command = fromHouse('dealer', 250);
    const answer = await second.handle(command);
    expect(lossy.seen.lost).toBe(1);
    expect(answer.movement).toMatchObject({ movementId: command.movementId, amount: 250, toBalanceAfter: 1_250 });
    expect(answer.position).not.toBeNull();
    const journal = (await store.readStream<LedgerEvent>(LEDGER_STREAM)).filter(isMovementEvent);
    expect(journal.map((e) => e.id)).toEqual([expect.any(String), command.movementId]);
    expect(second.balance('dealer')).toBe(1_250);
  });

  it('asks the journal for the ids of a lost batch that the window of recent ids no longer holds', async () => {
    const store = eventStoreDbEventStoreFromClient(new FakeClient());
    const lossy = answerLost(store);
    const ledger = createLedgerService(lossy.store, { recordedWindow: 1 });
    await ledger.start();
    // Queued behind the first, the next three are appended together, and that answer is lost too.
    const commands = [100, 200, 300, 400].map((amount) => fromHouse('dealer', amount));
    lossy.seen.lost = -1; // lose two answers: the first command's and the batch's
    const answers = await Promise.all(commands.map((c) => ledger.handle(c)));
    expect(answers.map((a) => a.movement?.movementId)).toEqual(commands.map((c) => c.movementId));
    expect(answers.map((a) => a.movement?.toBalanceAfter)).toEqual([100, 300, 600, 1_000]);
    const journal = await store.readStream(LEDGER_STREAM);
    expect(journal.map((e) => e.id)).toEqual(commands.map((c) => c.movementId));
    expect(await store.findInStream(LEDGER_STREAM, [commands[1].movementId, randomUUID()])).toMatchObject([{ id: commands[1].movementId, revision: 1n }]);
    expect(ledger.balance('dealer')).toBe(1_000);
  });
});
