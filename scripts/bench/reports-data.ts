import { randomUUID } from 'node:crypto';
import type pg from 'pg';

// The reports bench's history, written straight into the events table with SQL (INSERT … SELECT
// over generate_series, chunked): dealer accounts with their UserRegistered events, ledger
// movements, software orders (placed, charged, half of them moved on) and house credit orders, spread
// over the last 365 days. Balances after are plausible, not exact: the reports' fold only keeps the
// day's last one, and this measures speed. All of it runs on one connection after setseed, so kinds,
// amounts, accounts and days are the same on every run (only the ids differ).

const CHUNK = 100_000;
const FMT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** The i-th of n instants spread over the last year, as the ISO text events carry. */
const atOf = (i: string, n: string) => `to_char((now() - interval '365 days' + (${i}::float8 / ${n}) * interval '365 days') AT TIME ZONE 'UTC', ${FMT})`;

export type BenchAccounts = { ids: string[]; distributors: number };

/** 10 % distributors, 60 % their dealers, 30 % sub-dealers under those dealers. */
export const insertAccounts = async (client: pg.ClientBase, count: number): Promise<BenchAccounts> => {
  const ids = Array.from({ length: count }, () => randomUUID());
  const distributors = Math.max(1, Math.floor(count / 10));
  const dealersEnd = Math.floor(count * 0.7);
  const role = (i: number) => (i < distributors ? 'Distributor' : i < dealersEnd ? 'Dealer' : 'SubDealer');
  const parent = (i: number) => (i < distributors ? null : i < dealersEnd ? ids[i % distributors]! : ids[distributors + (i % (dealersEnd - distributors))]!);
  await client.query(`
    INSERT INTO users (id, email, first_name, last_name, phone, country_id, password_hash, roles, parent_id)
    SELECT id, 'bench-' || n || '@reports.test', 'Bench', 'Account ' || n, '', (SELECT id FROM countries ORDER BY id LIMIT 1 OFFSET (n % 2)), 'x', ARRAY[role]::text[], parent
    FROM unnest($1::uuid[], $2::text[], $3::uuid[]) WITH ORDINALITY AS a(id, role, parent, n)`,
  [ids, ids.map((_, i) => role(i)), ids.map((_, i) => parent(i))]);
  await client.query(`
    INSERT INTO events (stream_id, revision, event_id, type, data)
    SELECT 'user-' || id, 0, gen_random_uuid(), 'UserRegistered',
      jsonb_build_object('userId', id, 'email', 'bench-' || n || '@reports.test', 'roles', jsonb_build_array(role), 'parentId', parent, 'at', ${atOf('0', '1')})
    FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS a(id, role, parent, n) ORDER BY n`,
  [ids, ids.map((_, i) => role(i)), ids.map((_, i) => parent(i))]);
  return { ids, distributors };
};

export const insertMovements = async (client: pg.ClientBase, accounts: string[], count: number, firstRevision: number) => {
  for (let done = 0; done < count; done += CHUNK) {
    await client.query(`
      INSERT INTO events (stream_id, revision, event_id, type, data)
      SELECT 'ledger', $4::bigint + g - 1, gen_random_uuid(), k.type, jsonb_build_object(
        'movementId', gen_random_uuid(), 'kind', k.kind, 'group', k.grp, 'from', k.src, 'to', k.dst, 'amount', x.amount,
        'fromBalanceAfter', x.balance, 'toBalanceAfter', x.balance + x.amount, 'reference', null, 'description', null,
        'idempotencyKey', null, 'actorId', null, 'at', ${atOf('g', '$3')})
      FROM generate_series($2::int + 1, $2::int + $1::int) g
      CROSS JOIN LATERAL (SELECT g AS gg, random() AS r, ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] AS acct,
        (100 + floor(random() * 20000))::bigint AS amount, floor(random() * 500000)::bigint AS balance) x
      CROSS JOIN LATERAL (SELECT
        CASE WHEN x.r < 0.3 THEN 'CreditsBought' WHEN x.r < 0.55 THEN 'CreditsTransferred' WHEN x.r < 0.9 THEN 'SoftwareCharged' ELSE 'SoftwareRefunded' END AS type,
        CASE WHEN x.r < 0.3 THEN 'CreditOrderEntity' WHEN x.r < 0.55 THEN 'CreditTransferEntity' WHEN x.r < 0.9 THEN 'OrderSoftwareEntity' ELSE 'RefundEntity' END AS kind,
        CASE WHEN x.r < 0.55 THEN 'Credits' ELSE 'Software' END AS grp,
        CASE WHEN x.r >= 0.55 AND x.r < 0.9 THEN x.acct ELSE 'house' END AS src,
        CASE WHEN x.r >= 0.55 AND x.r < 0.9 THEN 'house' ELSE x.acct END AS dst) k
      ORDER BY g`, [Math.min(CHUNK, count - done), done, count, firstRevision, accounts]);
  }
};

const TYPES = `ARRAY['ECU', 'DSG', 'ECU + DSG']`;
const STAGES = `ARRAY['1', '2', '2.1', '3', 'Stock']`;
const GEARBOXES = `ARRAY['DQ200', 'DQ250', 'DQ381', 'DL501', 'Multitronic', 'manual', 'DQ500']`;
const STATUSES = `ARRAY['In Process', 'Completed', 'Completed', 'Cancel', 'Waiting for response']`;

/** Orders placed and charged at once, half of them moved on a day later: 2.5 events per order. */
export const insertOrders = async (client: pg.ClientBase, accounts: string[], count: number) => {
  for (let done = 0; done < count; done += CHUNK / 2) {
    await client.query(`
      INSERT INTO events (stream_id, revision, event_id, type, data)
      SELECT 'software-order-' || o.id, e, gen_random_uuid(),
        CASE e WHEN 0 THEN 'SoftwareOrderPlaced' WHEN 1 THEN 'SoftwareOrderCharged' ELSE 'SoftwareOrderStatusChanged' END,
        CASE e
          WHEN 0 THEN jsonb_build_object('orderId', o.id, 'dealerId', o.dealer, 'type', o.type, 'stage', o.stage, 'vehicle', jsonb_build_object('gearbox', o.gearbox), 'at', o.at)
          WHEN 1 THEN jsonb_build_object('orderId', o.id, 'movementId', gen_random_uuid(), 'amount', o.amount, 'at', o.at)
          ELSE jsonb_build_object('orderId', o.id, 'from', 'New', 'to', o.status, 'actorId', 'bench', 'note', null, 'at', o.at) END
      FROM generate_series($2::int + 1, $2::int + $1::int) g
      CROSS JOIN LATERAL (SELECT gen_random_uuid()::text AS id, ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] AS dealer,
        (${TYPES})[1 + floor(random() * 3)::int] AS type, (${STAGES})[1 + floor(random() * 5)::int] AS stage,
        (${GEARBOXES})[1 + floor(random() * 7)::int] AS gearbox, (${STATUSES})[1 + floor(random() * 5)::int] AS status,
        (1000 + floor(random() * 60000))::bigint AS amount, ${atOf('g', '$3')} AS at, g AS gg) o
      CROSS JOIN LATERAL generate_series(0, CASE WHEN g % 2 = 0 THEN 2 ELSE 1 END) e
      ORDER BY g, e`, [Math.min(CHUNK / 2, count - done), done, count, accounts]);
  }
};

/** House credit orders, placed and confirmed together (what credit-revenue-summary reads). */
export const insertCreditOrders = async (client: pg.ClientBase, accounts: string[], count: number) => {
  await client.query(`
    INSERT INTO events (stream_id, revision, event_id, type, data)
    SELECT 'credit-order-' || o.id, e, gen_random_uuid(), CASE e WHEN 0 THEN 'CreditOrderPlaced' ELSE 'PaymentConfirmed' END,
      CASE e WHEN 0 THEN jsonb_build_object('orderId', o.id, 'buyerId', o.buyer, 'sellerId', 'house', 'credits', o.credits, 'price', o.credits * 9 / 10, 'at', o.at)
        ELSE jsonb_build_object('orderId', o.id, 'buyerId', o.buyer, 'sellerId', 'house', 'credits', o.credits, 'movementId', gen_random_uuid(), 'actorId', null, 'at', o.at) END
    FROM generate_series(1, $1::int) g
    CROSS JOIN LATERAL (SELECT gen_random_uuid()::text AS id, ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS buyer,
      (1000 + floor(random() * 100000))::bigint AS credits, ${atOf('g', '$1')} AS at, g AS gg) o
    CROSS JOIN LATERAL generate_series(0, 1) e
    ORDER BY g, e`, [count, accounts]);
};
