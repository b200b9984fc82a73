import type pg from 'pg';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { LEDGER_STREAM, MOVEMENT_EVENT_TYPES } from '../../events/credit/events.js';
import { STATUS_STEP, type OrderWrite, type SoakOrderStatus, type SoakRecord } from './record.js';

// Every acknowledged write is there exactly once, every unanswered one at most once, nothing in the
// journal comes from elsewhere, and each balance is the opening one plus the effects of the writes
// that happened, in the amounts the soak asked for.

type JournalMovement = { type: string; revision: number; movementId: string; from: string; to: string; amount: number; reference: string | null; idempotencyKey: string | null };

const journal = async (pool: pg.Pool): Promise<JournalMovement[]> =>
  (await pool.query<{ type: string; revision: string; data: Record<string, unknown> }>(
    'SELECT type, revision, data FROM events WHERE stream_id = $1 AND type = ANY($2) ORDER BY revision', [LEDGER_STREAM, [...MOVEMENT_EVENT_TYPES]],
  )).rows.map(({ type, revision, data }) => ({
    type, revision: Number(revision), movementId: String(data.movementId), from: String(data.from), to: String(data.to), amount: Number(data.amount),
    reference: (data.reference as string | null) ?? null, idempotencyKey: (data.idempotencyKey as string | null) ?? null,
  }));

const countBy = <T>(items: T[], key: (item: T) => string | null) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

/** Where an order may be: the status its last answered move put it in, or one asked for since without an answer. */
const allowedStatuses = (order: OrderWrite): SoakOrderStatus[] => {
  const from = order.ackedStatus ?? 'New';
  return [from, ...[...order.attempted].filter((status) => STATUS_STEP[status] > STATUS_STEP[from])];
};

export const checkWrites = async (pool: pg.Pool, record: SoakRecord, openingRevision: number): Promise<string[]> => {
  const wrong: string[] = [];
  const movements = await journal(pool);
  const after = movements.filter((m) => m.revision > openingRevision);

  for (const [id, n] of countBy(movements, (m) => m.movementId)) if (n > 1) wrong.push(`movement ${id} is in the journal ${n} times`);
  for (const [key, n] of countBy(movements, (m) => m.idempotencyKey)) if (n > 1) wrong.push(`Idempotency-Key ${key} moved credits ${n} times`);
  const byId = new Map(movements.map((m) => [m.movementId, m]));
  const byReference = new Map<string, JournalMovement[]>();
  for (const m of after) if (m.reference) byReference.set(m.reference, [...(byReference.get(m.reference) ?? []), m]);

  /** What each movement of the soak should have moved, from the soak's own record; null: from nowhere. */
  const expectedCents = new Map<string, number>();

  for (const transfer of record.transfers) {
    const m = byId.get(transfer.movementId);
    if (!m) {
      if (transfer.acked) wrong.push(`acknowledged transfer ${transfer.movementId} of ${transfer.cents / 100} credits is not in the journal`);
      continue;
    }
    if (m.type !== 'CreditsTransferred' || m.to !== transfer.to || m.from !== HOUSE_ACCOUNT) wrong.push(`transfer ${transfer.movementId} is a ${m.type} ${m.from} → ${m.to}`);
    expectedCents.set(m.movementId, transfer.cents);
  }

  const orderRows = new Map((await pool.query<{ id: string; status: string; payment: string }>('SELECT id, status, payment FROM software_orders WHERE id = ANY($1)', [record.orders.map((o) => o.id)])).rows.map((r) => [r.id, r]));
  for (const order of record.orders) {
    const row = orderRows.get(order.id);
    const money = byReference.get(order.id) ?? [];
    const charges = money.filter((m) => m.type === 'SoftwareCharged');
    const refunds = money.filter((m) => m.type === 'SoftwareRefunded');
    if (order.acked && !row) wrong.push(`acknowledged order ${order.id} is missing`);
    if (row && row.payment !== 'void' && !allowedStatuses(order).includes(row.status as SoakOrderStatus)) {
      wrong.push(`order ${order.id} is ${row.status}; its answered calls leave it ${allowedStatuses(order).join(' or ')}`);
    }
    if (order.paid && row?.payment !== 'paid') wrong.push(`order ${order.id} was answered paid and is ${row?.payment ?? 'missing'}`);
    if (charges.length > 1) wrong.push(`order ${order.id} was charged ${charges.length} times`);
    if (refunds.length > 1) wrong.push(`order ${order.id} was refunded ${refunds.length} times`);
    if (row?.payment === 'paid' && charges.length === 0) wrong.push(`order ${order.id} is paid without a charge in the journal`);
    if (row?.status === 'Cancel' && charges.length === 1 && refunds.length === 0) wrong.push(`cancelled order ${order.id} was not refunded`);
    for (const m of [...charges, ...refunds]) expectedCents.set(m.movementId, order.cents);
    // The distributor's profit is priced by the server alone (its policy): once each way at most.
    for (const [way, n] of countBy(money.filter((m) => m.type === 'DistributorProfitPaid'), (m) => `${m.from}→${m.to}`)) {
      if (n > 1) wrong.push(`order ${order.id}: distributor profit ${way} paid ${n} times`);
    }
    for (const m of money.filter((x) => x.type === 'DistributorProfitPaid')) expectedCents.set(m.movementId, m.amount);
  }

  const creditRows = new Map((await pool.query<{ id: string; status: string }>('SELECT id, status FROM credit_orders WHERE id = ANY($1)', [record.creditOrders.map((o) => o.id)])).rows.map((r) => [r.id, r]));
  for (const order of record.creditOrders) {
    const bought = (byReference.get(order.id) ?? []).filter((m) => m.type === 'CreditsBought');
    if (order.acked && !creditRows.has(order.id)) wrong.push(`acknowledged credit order ${order.id} is missing`);
    if (bought.length > 1) wrong.push(`credit order ${order.id} credited its buyer ${bought.length} times`);
    if (order.confirmed === 'acked' && bought.length === 0) wrong.push(`credit order ${order.id} was confirmed and never credited`);
    for (const m of bought) {
      if (m.to !== order.buyerId) wrong.push(`credit order ${order.id} credited ${m.to}, not its buyer`);
      expectedCents.set(m.movementId, order.cents);
    }
  }

  // An invoice per credited order, numbered once: a confirmation retried after a crash issues none twice.
  const invoices = countBy((await pool.query<{ order_id: string }>('SELECT order_id FROM invoices WHERE order_id = ANY($1)', [record.creditOrders.map((o) => o.id)])).rows, (r) => r.order_id);
  for (const [orderId, n] of invoices) if (n > 1) wrong.push(`credit order ${orderId} has ${n} invoices`);
  const numbers = countBy((await pool.query<{ number: string }>('SELECT number FROM invoices')).rows, (r) => r.number);
  for (const [number, n] of numbers) if (n > 1) wrong.push(`invoice number ${number} was issued ${n} times`);

  for (const m of after) if (!expectedCents.has(m.movementId)) wrong.push(`movement ${m.movementId} (${m.type}, ${m.amount / 100} credits) comes from no write of the soak`);

  // Balances: the read model, the journal's fold, and the opening plus what the soak's writes should have moved.
  const fold = new Map<string, number>();
  const expected = new Map<string, number>();
  const add = (balances: Map<string, number>, m: JournalMovement, cents: number) => {
    balances.set(m.from, (balances.get(m.from) ?? 0) - cents);
    balances.set(m.to, (balances.get(m.to) ?? 0) + cents);
  };
  for (const m of movements) {
    add(fold, m, m.amount);
    add(expected, m, m.revision > openingRevision ? expectedCents.get(m.movementId) ?? 0 : m.amount);
  }
  const accounts = new Map((await pool.query<{ account: string; balance: string }>('SELECT account, balance FROM ledger_accounts')).rows.map((r) => [r.account, Number(r.balance)]));
  for (const account of new Set([...fold.keys(), ...accounts.keys()])) {
    const [readModel, folded, wanted] = [accounts.get(account) ?? 0, fold.get(account) ?? 0, expected.get(account) ?? 0];
    if (readModel !== folded || folded !== wanted) wrong.push(`balance of ${account}: read model ${readModel / 100}, journal ${folded / 100}, opening + the soak's writes ${wanted / 100}`);
  }

  const tickets = new Set((await pool.query<{ id: string }>('SELECT id FROM tickets WHERE id = ANY($1)', [record.tickets.map((t) => t.id)])).rows.map((r) => r.id));
  for (const ticket of record.tickets) if (ticket.acked && !tickets.has(ticket.id)) wrong.push(`acknowledged ticket ${ticket.id} is missing`);

  const texts = async (table: string, kind: 'chat' | 'ticket') =>
    countBy((await pool.query<{ text: string }>(`SELECT text FROM ${table} WHERE text = ANY($1)`, [record.messages.filter((m) => m.kind === kind).map((m) => m.text)])).rows, (r) => r.text);
  const seen = new Map([...(await texts('order_chat_messages', 'chat')), ...(await texts('ticket_messages', 'ticket'))]);
  for (const message of record.messages) {
    const n = seen.get(message.text) ?? 0;
    if (n > 1) wrong.push(`${message.kind} message "${message.text}" is there ${n} times`);
    if (message.acked && n === 0) wrong.push(`acknowledged ${message.kind} message "${message.text}" is missing`);
  }
  return wrong;
};
