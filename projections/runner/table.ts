/** One checkpoint per projection, written in the same transaction as its read-model change. */
export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: string;
  prepare_position: string;
  updated_at: Date;
}

/** Inline projections (projections/runner/inline.ts): the last revision of their stream they folded. */
export interface StreamCheckpointsTable {
  projection: string;
  stream_id: string;
  revision: string;
}
