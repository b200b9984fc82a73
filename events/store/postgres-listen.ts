import pg from 'pg';
import { createPause } from './pause.js';
import { backoffMs } from './retry.js';
import type { AppendListener } from './wakeups.js';

// The PostgreSQL store's listener: one connection per process LISTENs on the channel a trigger on
// the events table notifies in every appending transaction (so the notice goes out on commit, and
// only then: database/migrations/20261129T120000_events_appended_notify.ts). PostgreSQL folds the
// notices of one transaction into one. A lost connection is opened again with back-off; once it
// listens (the first time too) every follower is woken: what was appended before, while no connection
// listened, was announced to nobody, and a follower that read the feed just before would sleep past it.

export const EVENTS_APPENDED_CHANNEL = 'events_appended';
/** The shortest pause before listening again: a server restarting refuses for a moment. */
const RELISTEN_MIN_MS = 500;

type Log = (message: string, error?: unknown) => void;

export const listenForAppends = (connection: pg.ClientConfig, log: Log): AppendListener => (wake) => {
  let stopped = false;
  let client: pg.Client | null = null;
  const pause = createPause();

  /** Listens until the connection ends; answers whether it got as far as listening. */
  const listenOnce = async (): Promise<boolean> => {
    const current = new pg.Client({ ...connection, keepAlive: true });
    client = current;
    let lost = () => undefined as void;
    const ended = new Promise<void>((resolve) => (lost = resolve));
    current.once('end', () => lost());
    current.on('error', (error) => {
      if (!stopped) log('the event store notifications dropped; listening again (the safety poll covers the gap)', error);
      lost();
    });
    try {
      await current.connect();
      current.on('notification', (message) => message.channel === EVENTS_APPENDED_CHANNEL && wake());
      await current.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
      wake();
      await ended;
      return true;
    } finally {
      client = null;
      await current.end().catch(() => undefined);
    }
  };

  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      try {
        if (await listenOnce()) failures = 0;
      } catch (error) {
        if (!stopped) log('could not listen for event store notifications; retrying', error);
      }
      if (stopped) break;
      failures += 1;
      wake(); // an append may have been missed while the connection was going down
      await pause.sleep(Math.max(RELISTEN_MIN_MS, backoffMs(failures)));
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      pause.wake();
      await client?.end().catch(() => undefined);
      await loop;
    },
  };
};
