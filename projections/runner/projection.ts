import type { Transaction } from 'kysely';
import type { NewEvent, RecordedEvent } from '../../events/store/port.js';
import type { Database } from '../../database/schema.js';

/** A read model: folds the events it handles into its own tables, inside the runner's transaction. */
export type Projection = {
  name: string;
  /** Event types it folds; others only move its checkpoint. */
  handles: readonly string[];
  /** The tables it owns: truncated by `npm run rebuild`. */
  tables: readonly (keyof Database)[];
  evolve(trx: Transaction<Database>, event: RecordedEvent): Promise<void>;
  /** Optional: fold many handled events at once (one statement instead of one per event). */
  evolveBatch?(trx: Transaction<Database>, events: RecordedEvent[]): Promise<void>;
  /**
   * Optional: on PostgreSQL, fold this projection inside the transaction that appends to `stream`
   * (projections/runner/inline.ts), so it is up to date when the append answers. Only for a
   * projection of that one stream's events; EventStoreDB keeps it in the runner.
   */
  inline?: { stream: string; foldInAppend?: FoldInAppend };
  /**
   * Optional: commands do not wait for it (read-your-writes is about what the acting user reads
   * next; the notifications reach the others live once stored). Only a wait that asks for
   * background projections (`waitFor(..., { background: true })`) includes it.
   */
  background?: boolean;
};

/**
 * Optional for an inline projection: its fold of `events` as WITH clauses of the append's own
 * statement (events/store/postgres.ts), so a plain append is one statement with no transaction
 * around it. Each clause acts only `when` (SQL: the checkpoint moved); `param` numbers a value,
 * `firstRevision` is the SQL of the first appended event's revision. Null: not foldable so (the
 * append runs in a transaction with `evolveBatch`). Must leave the same rows as `evolveBatch`.
 */
export type FoldInAppend = (events: readonly NewEvent[], sql: { when: string; firstRevision: string; param(value: unknown): string }) => string[] | null;
