import type { EventStore } from '../../events/store/port.js';

export const CONNECTION_LOST = 'Connection terminated unexpectedly';

/**
 * The store as a process sees it when the connection dies after the commit: the first `times`
 * appends are written, and then their answer is lost (the append throws).
 */
export const answerLost = (store: EventStore, times = 1) => {
  const seen = { lost: 0 };
  const wrapped: EventStore = {
    ...store,
    appendToStream: async (stream, events, options) => {
      const result = await store.appendToStream(stream, events, options);
      if (seen.lost < times) {
        seen.lost += 1;
        throw new Error(CONNECTION_LOST);
      }
      return result;
    },
  };
  return { store: wrapped, seen };
};
