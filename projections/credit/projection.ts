import { sql, type Transaction } from 'kysely';
import { LEDGER_EVENT_TYPES, LEDGER_STREAM, isMovementEvent, type LedgerEvent, type Movement } from '../../events/credit/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
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

/**
 * The movements and their accounts' totals in one statement (a data-modifying WITH): one round trip
 * fewer inside the journal append's transaction, where this fold runs on PostgreSQL.
 */
const insertMovementsAndAccounts = (trx: Transaction<Database>, movements: ReturnType<typeof movementRow>[], accounts: AccountRow[]) =>
  trx
    .with('moved', (db) => db.insertInto('ledger_movements').values(movements))
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

const fold = async (trx: Transaction<Database>, events: RecordedEvent[]) => {
  const movements = events.filter((e) => isMovementEvent(e));
  if (movements.length) {
    // Each account's own last movement time, not the batch's: batches differ between the live
    // runner and a rebuild, and the rebuilt row must equal the live one.
    const totals = new Map<string, AccountDelta & { updated_at: Date }>();
    for (const event of movements) {
      const m = event.data as Movement;
      for (const [account, d] of deltas(m)) {
        const t = totals.get(account) ?? { balance: 0, received: 0, used: 0, transferred: 0, movements: 0 };
        totals.set(account, {
          balance: d.balance, received: t.received + d.received, used: t.used + d.used, transferred: t.transferred + d.transferred, movements: t.movements + 1,
          updated_at: new Date(m.at),
        });
      }
    }
    await insertMovementsAndAccounts(trx, movements.map((e) => movementRow(e, e.data as Movement)), [...totals].map(([account, t]) => ({ account, ...t })));
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

export const ledgerProjection: Projection = {
  name: 'ledger',
  handles: LEDGER_EVENT_TYPES,
  tables: ['ledger_movements', 'ledger_accounts'],
  // Folded in the journal append's transaction on PostgreSQL: a movement's answer never waits for it.
  inline: { stream: LEDGER_STREAM },
  evolve: (trx, event) => fold(trx, [event]),
  evolveBatch: (trx, events) => fold(trx, events),
};
