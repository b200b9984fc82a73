import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand, MAX_CONFLICT_RETRIES, type Decider } from '../../events/command/handle-command.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { WrongExpectedVersion, type EventStore, type NewEvent } from '../../events/store/port.js';
import { answerLost } from '../credit/lost-answer.js';
import { createTestDatabase } from '../support/database.js';

// The one command path on a real PostgreSQL: decide on the stream as read, append at its revision,
// decide again after another writer, and never store a command twice.

type Deposited = NewEvent<'Deposited', { amount: number }>;
type Deposit = { eventId: string; amount: number; limit: number };
const account: Decider<Deposit, number, Deposited> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.amount,
  decide: (command, total) => {
    if (total + command.amount > command.limit) throw new Error('over the limit');
    return [{ id: command.eventId, type: 'Deposited', data: { amount: command.amount } }];
  },
};
const deposit = (amount: number, limit = 1_000): Deposit => ({ eventId: randomUUID(), amount, limit });

let store: EventStore;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  store = postgresEventStore(database.pool);
  close = async () => { await store.close(); await database.close(); };
});
afterAll(async () => close?.());

const amounts = async (stream: string) => (await store.readStream<Deposited>(stream)).map((e) => e.data.amount);

/** The store with another writer appending to the same stream before each of our first `times` appends. */
const contended = (stream: string, times: number) => {
  let left = times;
  const wrapped: EventStore = {
    ...store,
    appendToStream: async (s, events, options) => {
      if (left > 0 && s === stream) {
        left -= 1;
        await store.appendToStream(stream, [{ id: randomUUID(), type: 'Deposited', data: { amount: 100 } }]);
      }
      return store.appendToStream(s, events, options);
    },
  };
  return wrapped;
};

describe('handleCommand', () => {
  it('decides on the stream as read and appends at its revision', async () => {
    const stream = `account-${randomUUID()}`;
    const first = await handleCommand(store, stream, account, deposit(300));
    expect(first).toMatchObject({ state: 300, replayed: false, history: [] });
    const second = await handleCommand(store, stream, account, deposit(200));
    expect(second.state).toBe(500);
    expect(second.history.map((e) => e.data.amount)).toEqual([300]);
    expect(await amounts(stream)).toEqual([300, 200]);
  });

  it('decides again on the new state when another writer appended in between', async () => {
    const stream = `account-${randomUUID()}`;
    await handleCommand(store, stream, account, deposit(800));
    // The other writer's 100 makes 900: our 200 no longer fits and is refused on the second decision.
    await expect(handleCommand(contended(stream, 1), stream, account, deposit(200))).rejects.toThrow('over the limit');
    // Built from the state it is decided on: rebuilt after the conflict, it fills up to the limit exactly.
    const ok = await handleCommand(contended(stream, 1), stream, account, (total) => deposit(1_000 - total));
    expect(ok.state).toBe(1_000);
    expect(await amounts(stream)).toEqual([800, 100, 100, 0]);
  });

  it('gives up with WrongExpectedVersion after a bounded number of conflicts', async () => {
    const stream = `account-${randomUUID()}`;
    await expect(handleCommand(contended(stream, MAX_CONFLICT_RETRIES + 2), stream, account, deposit(1, 1e9))).rejects.toBeInstanceOf(WrongExpectedVersion);
  });

  it('stores a command whose answer was lost once, and answers it as replayed', async () => {
    const stream = `account-${randomUUID()}`;
    const lossy = answerLost(store);
    const command = deposit(50);
    const result = await handleCommand(lossy.store, stream, account, command);
    expect(lossy.seen.lost).toBe(1);
    expect(result).toMatchObject({ state: 50, replayed: true, events: [] });
    expect(result.position).not.toBeNull();
    const again = await handleCommand(store, stream, account, command);
    expect(again.replayed).toBe(true);
    expect(await amounts(stream)).toEqual([50]);
  });
});
