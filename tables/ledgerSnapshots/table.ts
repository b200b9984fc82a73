import type { Generated } from 'kysely';

// The ledger's saved hot state (api/services/ledger-snapshots.ts): a cache of the command side, so
// a start folds only the journal's tail. The journal stays the truth: a snapshot that does not
// match it (another format, a hash the journal does not hold at its revision) is ignored.

export interface LedgerSnapshotsTable {
  /** One row per stream: the ledger has one. */
  stream: string;
  /** The layout of `state` (LEDGER_SNAPSHOT_FORMAT); a snapshot of another is ignored. */
  format: number;
  /** The journal's revision the state was folded to, as text (a bigint). */
  revision: string;
  /** The id of the event at `revision`. */
  last_event_id: string;
  /** The chain hash of the event at `revision`: the start checks the journal holds the same. */
  last_hash: string | null;
  /** The state, serialised with node's structured clone (Maps kept as Maps). */
  state: Buffer;
  taken_at: Generated<Date>;
}
