import type { Generated, Selectable } from 'kysely';

/** Read model: the security timeline of each account, folded from its `user-<id>` stream. */
export interface UserActivityTable {
  event_id: string;
  user_id: string;
  type: string;
  at: Date;
  detail: Generated<unknown>;
}

export type UserActivityRow = Selectable<UserActivityTable>;
