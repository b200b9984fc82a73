import { resolvePeriods } from '../../events/reports/periods.js';
import { reportsProjection } from '../../projections/reports/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { envNumber, latencyLine, rateLine, sequential, timed, type Run } from './measure.js';
import { call, type BenchPortal } from './portal.js';
import { insertAccounts, insertCreditOrders, insertMovements, insertOrders } from './reports-data.js';

// The six reports (issue 12) over a big history: BENCH_REPORT_MOVEMENTS ledger movements (default
// 1,000,000) and BENCH_REPORT_ORDERS software orders (default 200,000), inserted with SQL into the
// events table, then folded by a rebuild of the `reports` read models (events/s). Each report is
// read through HTTP with its defaults (a month, compared with a week earlier) beside the raw SQL
// aggregate over the same read-model tables, and, for two reports, beside the same aggregate
// computed from the events table itself (what a report without read models would cost).

const MOVEMENTS = envNumber('BENCH_REPORT_MOVEMENTS', 1_000_000);
const ORDERS = envNumber('BENCH_REPORT_ORDERS', 200_000);
const ACCOUNTS = envNumber('BENCH_REPORT_ACCOUNTS', 1000);
const CREDIT_ORDERS = envNumber('BENCH_REPORT_CREDIT_ORDERS', 20_000);
const READS = envNumber('BENCH_REPORT_READS', 40);
const EVENT_READS = envNumber('BENCH_REPORT_EVENT_READS', 3);

export const benchReports = async (portal: BenchPortal) => {
  const { services, base, tokens, database } = portal;
  const { pool } = database;
  const n = (value: number) => value.toLocaleString('en-US');
  console.log(`\nReports with ${n(MOVEMENTS)} ledger movements, ${n(ORDERS)} software orders, ${n(CREDIT_ORDERS)} credit orders, ${n(ACCOUNTS)} accounts\n`);
  // Runner and reactors off (the database stays open): the rebuild takes the projection's lock, the
  // generated credit orders must not be delivered on the ledger, and reads need neither.
  await portal.stopBackground();

  const { rows: [head] } = await pool.query<{ next: string }>("SELECT COALESCE(MAX(revision) + 1, 0) AS next FROM events WHERE stream_id = 'ledger'");
  let accounts: string[] = [];
  const client = await pool.connect();
  const insertMs = await timed(async () => {
    await client.query('SELECT setseed(0.42)');
    accounts = (await insertAccounts(client, ACCOUNTS)).ids;
    await insertMovements(client, accounts, MOVEMENTS, Number(head!.next));
    await insertOrders(client, accounts, ORDERS);
    await insertCreditOrders(client, accounts, CREDIT_ORDERS);
  }).finally(() => client.release());
  const { rows: [all] } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  rateLine(`SQL insert of the history (${(insertMs / 1000).toFixed(0)} s)`, all!.n, insertMs);
  await pool.query('ANALYZE events');

  let folded = 0;
  const rebuildMs = await timed(async () => {
    folded = await rebuildProjection({ store: services.store, db: database.db, pool, projection: reportsProjection });
  });
  rateLine(`rebuild of the reports read models (${n(folded)} events, ${(rebuildMs / 1000).toFixed(0)} s)`, folded, rebuildMs);
  const { rows: sizes } = await pool.query<{ t: string; n: number }>(
    `SELECT 'report_account_days' AS t, count(*)::int AS n FROM report_account_days UNION ALL SELECT 'report_order_days', count(*)::int FROM report_order_days
     UNION ALL SELECT 'report_revenue_days', count(*)::int FROM report_revenue_days`);
  console.log(`  buckets: ${sizes.map((s) => `${s.t} ${n(s.n)}`).join(', ')}`);
  await pool.query('ANALYZE report_accounts; ANALYZE report_account_days; ANALYZE report_order_days; ANALYZE report_revenue_days');

  const p = resolvePeriods({}, new Date());
  const as = { headers: { authorization: `Bearer ${tokens.admin}` } };
  const http = (path: string) => sequential(READS, () => call(`${base}/reports/${path}`, as));
  const raw = (text: string, values: unknown[]) => sequential(READS, () => pool.query(text, values));
  const line = async (path: string, sql: Run) => latencyLine(`GET /api/reports/${path}`, await http(path), { label: 'SQL aggregate over the read model', run: sql });
  const cur = [p.from_current, p.to_current];
  console.log(`\nReport latency, ${READS} requests one after another (defaults: ${p.from_current}…${p.to_current} against ${p.from_previous}…${p.to_previous})\n`);

  // The account reports read each account's running totals at a period's end and the day before it starts.
  const atDay = 'SELECT account_id, balance_cents, cum_received_cents, cum_used_cents, cum_credits_in_cents, cum_software_cents FROM report_account_days WHERE day <= $1 AND until_day > $1';
  const creditSql = await raw(atDay, [p.to_current]);
  await line('credit', creditSql);
  await line('credit-revenue-summary', await raw('SELECT account_id, sum(credits_cents), sum(price_cents), sum(orders) FROM report_revenue_days WHERE day BETWEEN $1 AND $2 GROUP BY account_id', cur));
  const ordersSql = await raw("SELECT account_id, sum(price_cents), sum(orders) FROM report_order_days WHERE status = '*' AND day BETWEEN $1 AND $2 GROUP BY account_id", cur);
  await line('software-orders', ordersSql);
  await line('software-pending-summary', creditSql);
  await line('software-tune-analytics', await raw("SELECT account_id, gearbox, sum(orders) FROM report_order_days WHERE status = '*' AND gearbox <> '' AND day BETWEEN $1 AND $2 GROUP BY account_id, gearbox", cur));
  await line('credit-predicted', creditSql);

  // The same month's credits received per account, summed from the events themselves (no read model).
  const fromIso = `${p.from_current}T00:00:00.000Z`;
  const toIso = `${p.to_current}T23:59:59.999Z`;
  const eventsCredit = await sequential(EVENT_READS, () => pool.query(
    `SELECT data->>'to' AS account, sum((data->>'amount')::bigint) FROM events WHERE stream_id = 'ledger' AND data->>'at' BETWEEN $1 AND $2 GROUP BY 1`, [fromIso, toIso]));
  latencyLine('  credits received, from the events table', eventsCredit, { label: 'read model', run: creditSql });
  const eventsOrders = await sequential(EVENT_READS, () => pool.query(
    `SELECT p.data->>'dealerId', sum((c.data->>'amount')::bigint), count(*) FROM events c JOIN events p ON p.stream_id = c.stream_id AND p.revision = 0
     WHERE c.type = 'SoftwareOrderCharged' AND c.data->>'at' BETWEEN $1 AND $2 GROUP BY 1`, [fromIso, toIso]));
  latencyLine('  orders paid, from the events table', eventsOrders, { label: 'read model', run: ordersSql });
};
