import type { Generated, Selectable } from 'kysely';
import type { Int8 } from '../../database/column-types.js';

/** Every movement of the journal, with both balances after it (credit history, received, sent). */
export interface LedgerMovementsTable {
  movement_id: string;
  revision: Int8;
  kind: string;
  group: string;
  from_account: string;
  to_account: string;
  amount: Int8;
  from_balance_after: Int8;
  to_balance_after: Int8;
  reference: string | null;
  description: string | null;
  actor_id: string | null;
  at: Date;
}

/** One row per account: the credit dashboard (received, used, transferred, remaining). */
export interface LedgerAccountsTable {
  account: string;
  balance: Generated<number>;
  received: Generated<number>;
  used: Generated<number>;
  transferred: Generated<number>;
  movements: Generated<number>;
  allowed_without_balance: Generated<boolean>;
  credit_limit: Int8 | null;
  updated_at: Generated<Date>;
}

/** How many movements of each kind the journal holds: the movements list's total without a scan. */
export interface LedgerKindCountsTable {
  kind: string;
  movements: Int8;
}

/** Answers of mutating requests by Idempotency-Key, replayed to a retry. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: unknown;
  created_at: Generated<Date>;
}

export type LedgerMovementRow = Selectable<LedgerMovementsTable>;
export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
