import { sql, type Transaction } from 'kysely';
import { LEDGER_EVENT_TYPES, LEDGER_STREAM, isMovementEvent, type LedgerEvent, type Movement } from '../../events/credit/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { FoldInAppend, Projection } from '../runner/projection.js';
import type { Database } from '../../database/schema.js';

// Folds the journal into movements (with the balances after each) and per-account totals.
// The balances come from the events themselves, so the read model never adds anything up itself
// except the dashboard totals.

const isLedgerEvent = eventOfTypes<LedgerEvent>(LEDGER_EVENT_TYPES);

type AccountDelta = { balance: number; received: number; used: number; transferred: number; movements: number };

/** How one movement changes the dashboard totals of its two accounts. */
const deltas = (m: Movement): [string, Omit<AccountDelta, 'balance'> & { balance: number }][] => [
  [m.from, {
    balance: m.fromBalanceAfter,
    received: 0,
    used: m.kind === 'CreditTransferEntity' ? 0 : m.amount,
    transferred: m.kind === 'CreditTransferEntity' ? m.amount : 0,
    movements: 1,
  }],
  [m.to, { balance: m.toBalanceAfter, received: m.amount, used: 0, transferred: 0, movements: 1 }],
];

const movementRow = (event: RecordedEvent, m: Movement) => ({
  movement_id: m.movementId, revision: event.revision.toString(), kind: m.kind, group: m.group,
  from_account: m.from, to_account: m.to, amount: m.amount, from_balance_after: m.fromBalanceAfter, to_balance_after: m.toBalanceAfter,
  reference: m.reference, description: m.description, actor_id: m.actorId, at: new Date(m.at),
});

type AccountRow = AccountDelta & { account: string; updated_at: Date };

/** How many of these movements are of each kind (the list's kept totals). */
const kindCounts = (movements: readonly { kind: string }[]) => {
  const counts = new Map<string, number>();
  for (const m of movements) counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => ({ kind, movements: n }));
};

/**
 * The movements and their accounts' totals in one statement (a data-modifying WITH): one round trip
 * fewer inside the journal append's transaction, where this fold runs on PostgreSQL.
 */
const insertMovementsAndAccounts = (trx: Transaction<Database>, movements: ReturnType<typeof movementRow>[], accounts: AccountRow[]) =>
  trx
    .with('moved', (db) => db.insertInto('ledger_movements').values(movements))
    .with('counted', (db) => db.insertInto('ledger_kind_counts').values(kindCounts(movements))
      .onConflict((oc) => oc.column('kind').doUpdateSet({ movements: sql`ledger_kind_counts.movements + excluded.movements` })))
    .insertInto('ledger_accounts')
    .values(accounts)
    .onConflict((oc) =>
      oc.column('account').doUpdateSet({
        balance: sql`excluded.balance`,
        received: sql`ledger_accounts.received + excluded.received`,
        used: sql`ledger_accounts.used + excluded.used`,
        transferred: sql`ledger_accounts.transferred + excluded.transferred`,
        movements: sql`ledger_accounts.movements + excluded.movements`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .execute();

/** Each account's totals over these movements, in order. */
const accountTotals = (movements: readonly Movement[]): AccountRow[] => {
  // Each account's own last movement time, not the batch's: batches differ between the live
  // runner and a rebuild, and the rebuilt row must equal the live one.
  const totals = new Map<string, AccountDelta & { updated_at: Date }>();
  for (const m of movements) {
    for (const [account, d] of deltas(m)) {
      const t = totals.get(account) ?? { balance: 0, received: 0, used: 0, transferred: 0, movements: 0 };
      totals.set(account, {
        balance: d.balance, received: t.received + d.received, used: t.used + d.used, transferred: t.transferred + d.transferred, movements: t.movements + 1,
        updated_at: new Date(m.at),
      });
    }
  }
  return [...totals].map(([account, t]) => ({ account, ...t }));
};

const fold = async (trx: Transaction<Database>, events: RecordedEvent[]) => {
  const movements = events.filter((e) => isMovementEvent(e));
  if (movements.length) {
    await insertMovementsAndAccounts(trx, movements.map((e) => movementRow(e, e.data as Movement)), accountTotals(movements.map((e) => e.data as Movement)));
  }
  for (const e of events) {
    if (!isLedgerEvent(e) || e.type !== 'OrderWithoutBalanceSet') continue;
    await trx
      .insertInto('ledger_accounts')
      .values({ account: e.data.account, allowed_without_balance: e.data.allowed, credit_limit: e.data.limit, updated_at: new Date(e.data.at) })
      .onConflict((oc) => oc.column('account').doUpdateSet({ allowed_without_balance: e.data.allowed, credit_limit: e.data.limit }))
      .execute();
  }
};

/**
 * The same fold as clauses of the journal append's statement (one round trip for append, checkpoint
 * and fold): the rows `insertMovementsAndAccounts` writes, from arrays. Movements only; an allowance
 * change takes the transaction path.
 */
const foldInAppend: FoldInAppend = (events, { when, firstRevision, param }) => {
  if (!events.every((e) => isMovementEvent(e as LedgerEvent))) return null;
  const ms = events.map((e) => e.data as Movement);
  const accounts = accountTotals(ms);
  const kinds = kindCounts(ms);
  const column = <T>(values: T[], type: string) => `${param(values)}::${type}[]`;
  return [
    `ledger_movements_folded AS (
      INSERT INTO ledger_movements (movement_id, revision, kind, "group", from_account, to_account, amount, from_balance_after, to_balance_after, reference, description, actor_id, at)
      SELECT m.movement_id, ${firstRevision} + m.i, m.kind, m.grp, m.from_account, m.to_account, m.amount, m.fba, m.tba, m.reference, m.description, m.actor_id, m.at
        FROM unnest(${column(ms.map((m) => m.movementId), 'uuid')}, ${column(ms.map((_, i) => i), 'int')}, ${column(ms.map((m) => m.kind), 'text')},
                    ${column(ms.map((m) => m.group), 'text')}, ${column(ms.map((m) => m.from), 'text')}, ${column(ms.map((m) => m.to), 'text')},
                    ${column(ms.map((m) => m.amount), 'bigint')}, ${column(ms.map((m) => m.fromBalanceAfter), 'bigint')}, ${column(ms.map((m) => m.toBalanceAfter), 'bigint')},
                    ${column(ms.map((m) => m.reference), 'text')}, ${column(ms.map((m) => m.description), 'text')}, ${column(ms.map((m) => m.actorId), 'text')},
                    ${column(ms.map((m) => m.at), 'timestamptz')})
          AS m(movement_id, i, kind, grp, from_account, to_account, amount, fba, tba, reference, description, actor_id, at)
       WHERE ${when})`,
    `ledger_accounts_folded AS (
      INSERT INTO ledger_accounts (account, balance, received, used, transferred, movements, updated_at)
      SELECT * FROM unnest(${column(accounts.map((a) => a.account), 'text')}, ${column(accounts.map((a) => a.balance), 'bigint')},
                           ${column(accounts.map((a) => a.received), 'bigint')}, ${column(accounts.map((a) => a.used), 'bigint')},
                           ${column(accounts.map((a) => a.transferred), 'bigint')}, ${column(accounts.map((a) => a.movements), 'int')},
                           ${column(accounts.map((a) => a.updated_at.toISOString()), 'timestamptz')})
       WHERE ${when}
      ON CONFLICT (account) DO UPDATE SET
        balance = excluded.balance, received = ledger_accounts.received + excluded.received, used = ledger_accounts.used + excluded.used,
        transferred = ledger_accounts.transferred + excluded.transferred, movements = ledger_accounts.movements + excluded.movements,
        updated_at = excluded.updated_at)`,
    `ledger_kind_counts_folded AS (
      INSERT INTO ledger_kind_counts (kind, movements)
      SELECT * FROM unnest(${column(kinds.map((k) => k.kind), 'text')}, ${column(kinds.map((k) => k.movements), 'bigint')})
       WHERE ${when}
      ON CONFLICT (kind) DO UPDATE SET movements = ledger_kind_counts.movements + excluded.movements)`,
  ];
};

export const ledgerProjection: Projection = {
  name: 'ledger',
  handles: LEDGER_EVENT_TYPES,
  tables: ['ledger_movements', 'ledger_accounts', 'ledger_kind_counts'],
  // Folded in the journal append's transaction on PostgreSQL: a movement's answer never waits for it.
  inline: { stream: LEDGER_STREAM, foldInAppend },
  evolve: (trx, event) => fold(trx, [event]),
  evolveBatch: (trx, events) => fold(trx, events),
};
