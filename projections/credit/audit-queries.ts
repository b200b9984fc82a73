import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { StatementMovement } from '../../events/credit/statement.js';
import type { LedgerMovementRow } from './table.js';

// The finance audit's reads of the credit read model: an account's balance at an instant and its
// movements in a period. Each side of the account (payer, receiver) is read through its own
// (account, at, revision) index and the two are merged, never an OR that scans the table.
// Journal order (revision) is the truth; a movement's time is stamped as its command arrives, so
// times follow that order and "at or before t" is the movements up to the last one stamped by t.

type Db = Kysely<Database>;

/** Most lines one statement carries: a longer period is asked for in parts. */
export const MAX_STATEMENT_LINES = 50_000;

export const toStatementMovement = (row: LedgerMovementRow): StatementMovement => ({
  movementId: row.movement_id, revision: Number(row.revision), kind: row.kind, from: row.from_account, to: row.to_account,
  amount: Number(row.amount), fromBalanceAfter: Number(row.from_balance_after), toBalanceAfter: Number(row.to_balance_after),
  reference: row.reference, description: row.description, at: row.at.toISOString(),
});

/** The account's last movement at or before `at` (null before its first one). */
export const lastMovementAt = async (db: Db, account: string, at: Date): Promise<StatementMovement | null> => {
  const side = (column: 'from_account' | 'to_account') =>
    db.selectFrom('ledger_movements').selectAll().where(column, '=', account).where('at', '<=', at)
      .orderBy('at', 'desc').orderBy('revision', 'desc').limit(1).executeTakeFirst();
  const [paid, received] = await Promise.all([side('from_account'), side('to_account')]);
  const last = [paid, received].filter((row) => row !== undefined).sort((a, b) => Number(b.revision) - Number(a.revision))[0];
  return last ? toStatementMovement(last) : null;
};

/** The balance a movement left the account with. */
export const balanceAfter = (account: string, m: StatementMovement) => (m.from === account ? m.fromBalanceAfter : m.toBalanceAfter);

/**
 * The account's movements with `from <= at < to`, in journal order; at most `limit` (the caller
 * refuses a longer period rather than cutting it).
 */
export const movementsInPeriod = async (db: Db, account: string, from: Date, to: Date, limit: number): Promise<StatementMovement[]> => {
  const { rows } = await sql<LedgerMovementRow>`
    SELECT * FROM (
      (SELECT * FROM ledger_movements WHERE from_account = ${account} AND at >= ${from} AND at < ${to} ORDER BY at, revision LIMIT ${limit})
      UNION ALL
      (SELECT * FROM ledger_movements WHERE to_account = ${account} AND from_account <> ${account} AND at >= ${from} AND at < ${to} ORDER BY at, revision LIMIT ${limit})
    ) m ORDER BY revision LIMIT ${limit}`.execute(db);
  return rows.map((row) => toStatementMovement({ ...row, at: new Date(row.at) }));
};
