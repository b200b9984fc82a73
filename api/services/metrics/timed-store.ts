import type { Histogram } from 'prom-client';
import type { EventStore } from '../../../events/store/port.js';

/**
 * The store with every append timed: each writer goes through `appendToStream` of the one store
 * createServices builds, so this decorator sees them all, whichever adapter is behind it.
 */
export const timedAppends = (store: EventStore, appendSeconds: Histogram<'outcome'>): EventStore => {
  const appendToStream: EventStore['appendToStream'] = async (stream, events, options) => {
    const stop = appendSeconds.startTimer();
    try {
      const result = await store.appendToStream(stream, events, options);
      stop({ outcome: 'ok' });
      return result;
    } catch (error) {
      stop({ outcome: 'failed' });
      throw error;
    }
  };
  return { ...store, appendToStream };
};
