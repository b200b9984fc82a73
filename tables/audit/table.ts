import type { Generated, Selectable } from 'kysely';

/** Append-only record of every change to a plain table. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  actor_id: string | null;
  entity: string;
  entity_id: string;
  action: 'create' | 'update' | 'delete';
  before: unknown | null;
  after: unknown | null;
}

export type AuditRow = Selectable<AuditLogTable>;
