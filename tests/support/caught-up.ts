import type pg from 'pg';
import { START, type GlobalPosition } from '../../events/store/port.js';
import type { ProjectionRunner } from '../../projections/runner/runner.js';

// The tests' databases share one PostgreSQL server, and `store.headPosition()` is the newest event
// *visible* to the feed: an event committed after a transaction still open anywhere on the server
// (another test's rebuild, in another database) stays behind that horizon. A wait for that head could
// return before this test's own last events were projected (a flake seen under load). The newest
// *committed* event is what a test has written; the runner reaches it once the horizon passes it.

/** The position of the newest committed event of this database, visible to the feed or not yet. */
export const writtenHead = async (pool: pg.Pool): Promise<GlobalPosition> => {
  const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
    // events.transaction_id, not the output column of the same name: that is text, and '953' sorts after '1347'.
    'SELECT transaction_id::text, global_position FROM events ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1',
  );
  return rows[0] ? { commit: BigInt(rows[0].transaction_id), prepare: BigInt(rows[0].global_position) } : START;
};

/** Waits until every read model has every event written so far; false after `timeoutMs`. */
export const caughtUp = async (
  { runner, pool }: { runner: ProjectionRunner; pool: pg.Pool },
  timeoutMs = 30_000,
  options?: { background?: boolean },
): Promise<boolean> => runner.waitFor(await writtenHead(pool), timeoutMs, undefined, options);
