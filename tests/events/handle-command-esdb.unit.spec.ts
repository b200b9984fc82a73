import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handleCommand, type Decider } from '../../events/command/handle-command.js';
import { FakeClient } from '../../events/store/eventstoredb.fake.js';
import { eventStoreDbEventStoreFromClient } from '../../events/store/eventstoredb.js';
import type { NewEvent } from '../../events/store/port.js';
import { answerLost } from '../credit/lost-answer.js';

// The one command path on the EventStoreDB adapter's code path (client stubbed): a command whose
// append landed but whose answer was lost is found by its event id, not appended a second time.

type Noted = NewEvent<'Noted', { text: string }>;
type Note = { eventId: string; text: string };
const notes: Decider<Note, string[], Noted> = {
  initialState: () => [],
  evolve: (all, event) => [...all, event.data.text],
  decide: (command) => [{ id: command.eventId, type: 'Noted', data: { text: command.text } }],
};

describe('handleCommand on EventStoreDB', () => {
  it('stores a command whose answer was lost once, and answers it as replayed', async () => {
    const client = new FakeClient();
    const store = eventStoreDbEventStoreFromClient(client);
    await handleCommand(store, 'notes-1', notes, { eventId: randomUUID(), text: 'first' });
    const lossy = answerLost(store);
    const result = await handleCommand(lossy.store, 'notes-1', notes, { eventId: randomUUID(), text: 'second' });
    expect(lossy.seen.lost).toBe(1);
    expect(result).toMatchObject({ state: ['first', 'second'], replayed: true, events: [] });
    expect(client.log.map((e) => e.type)).toEqual(['Noted', 'Noted']);
  });
});
