import { deserialize, serialize } from 'node:v8';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Ledger } from '../../events/credit/state.js';

// The ledger's hot state saved beside the read models, so that a start folds only the journal's
// tail (folding 100,000 movements was most of a medium network's start). A snapshot is a cache:
// the ledger service adopts one only when the journal holds the same chain hash at its revision
// (api/services/ledger.ts), and one written by an older layout of the state is ignored.

/** Bump when `Ledger` (events/credit/state.ts) changes shape: older snapshots are then ignored and replaced. */
export const LEDGER_SNAPSHOT_FORMAT = 1;

/** The state folded up to `revision`, and the id and chain hash of the event there (the start checks the journal holds the same). */
export type LedgerSnapshot = { revision: bigint; lastEventId: string; lastHash: string | null; ledger: Ledger };
/** What is saved: the state's bytes, taken at once (the ledger goes on folding while they are written). */
export type EncodedLedgerSnapshot = Omit<LedgerSnapshot, 'ledger'> & { state: Buffer };

export type LedgerSnapshots = {
  /** The saved snapshot of `stream` in the current format, if any. */
  load(stream: string): Promise<LedgerSnapshot | null>;
  /** Saves it unless one at a later revision is there already (another process saved it). */
  save(stream: string, snapshot: EncodedLedgerSnapshot): Promise<void>;
};

export const encodeLedgerSnapshot = ({ ledger, ...at }: LedgerSnapshot): EncodedLedgerSnapshot => ({ ...at, state: serialize(ledger) });

export const postgresLedgerSnapshots = (db: Kysely<Database>): LedgerSnapshots => ({
  load: async (stream) => {
    const row = await db.selectFrom('ledger_snapshots').selectAll().where('stream', '=', stream).where('format', '=', LEDGER_SNAPSHOT_FORMAT).executeTakeFirst();
    if (!row) return null;
    return { revision: BigInt(row.revision), lastEventId: row.last_event_id, lastHash: row.last_hash, ledger: deserialize(row.state) as Ledger };
  },
  save: async (stream, { revision, lastEventId, lastHash, state }) => {
    const row = { stream, format: LEDGER_SNAPSHOT_FORMAT, revision: revision.toString(), last_event_id: lastEventId, last_hash: lastHash, state, taken_at: new Date() };
    await db.insertInto('ledger_snapshots').values(row)
      .onConflict((conflict) => conflict.column('stream').doUpdateSet({ format: row.format, revision: row.revision, last_event_id: row.last_event_id, last_hash: row.last_hash, state: row.state, taken_at: row.taken_at })
        // A newer state of another process stays; a snapshot of an older format is always replaced.
        .where((eb) => eb.or([eb('ledger_snapshots.revision', '<', row.revision), eb('ledger_snapshots.format', '<>', row.format)])))
      .execute();
  },
});
