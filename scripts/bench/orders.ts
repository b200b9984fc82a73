import { randomUUID } from 'node:crypto';
import { binaryRead, readUploadForm } from '../lib/multipart.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { closedLoop, envNumber, latencyLine, mergeRuns, sequential, throughputLine, type Run } from './measure.js';
import { call, type BenchPortal } from './portal.js';

// Software orders: orders created per second over HTTP (upload done beforehand; quote checked by
// create) beside the ledger's own transfer over HTTP in the same run, and the order list's latency
// with a large read model beside the same page as raw SQL.

const SECONDS = envNumber('BENCH_SECONDS', 2);
const CLIENTS = (process.env.BENCH_ORDER_CLIENTS ?? '16,64').split(',').map(Number).filter((n) => n > 0);
const LIST_ORDERS = envNumber('BENCH_ORDERS', 100_000);
const LIST_READS = envNumber('BENCH_LIST_READS', 200);
const ROUNDS = 4;

const uploadRead = async (base: string, token: string) => {
  const form = readUploadForm('ECU', binaryRead(64 * 1024));
  return JSON.parse(await call(`${base}/files/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType }, body: form.body }, 201)) as { id: string };
};

/** Fills the read model with `count` orders of fake dealers (the list query does not care where rows came from). */
const fillReadModel = async (portal: BenchPortal, count: number) => {
  const dealers = Array.from({ length: 500 }, () => randomUUID());
  await portal.database.pool.query(`
    INSERT INTO software_orders (id, public_id, number, dealer_id, dealer_chain, dealer_name, placed_by, type, stage, status, payment, vin, vehicle_id, make, model, generation, engine,
      urgency, total, on_request, files, created_at, updated_at)
    SELECT gen_random_uuid(), gen_random_uuid(), 1000000 + g, d, ARRAY[d, $2::uuid], 'Bench dealer', d, (ARRAY['ECU','DSG','ECU + DSG'])[1 + g % 3], '2',
      (ARRAY['New','In Process','Completed','Waiting for response'])[1 + g % 4], 'paid', 'WVWZZZ1KZ' || lpad(g::text, 8, '0'), d, 'Volkswagen', 'Golf', 'Mk7', '2.0 TDI',
      '*', 40000, false, '[]', now() - make_interval(mins => g), now()
      FROM generate_series(1, $1::int) g, LATERAL (SELECT ($3::uuid[])[1 + g % 500] AS d) x`, [count, randomUUID(), dealers]);
  // The counts the projection would have kept for these rows.
  await portal.database.pool.query(`
    INSERT INTO software_order_counts (account_id, status, type, n)
    SELECT account, status, type, count(*) FROM software_orders, unnest(dealer_chain || '00000000-0000-0000-0000-000000000000'::uuid) AS account
     WHERE number >= 1000000 GROUP BY 1, 2, 3
    ON CONFLICT (account_id, status, type) DO UPDATE SET n = software_order_counts.n + excluded.n`);
  await portal.database.pool.query('ANALYZE software_orders');
};

export const benchOrders = async (portal: BenchPortal) => {
  const { base, tokens, ids } = portal;
  const dealer = { 'content-type': 'application/json', authorization: `Bearer ${tokens.dealer}` };
  const admin = { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` };
  await seedDemoCatalogue(portal.database.db);
  const vehicle = await portal.database.db.selectFrom('vehicles').select('id').where('engine', '=', '2.0 TDI 150hp').where('model', '=', 'Golf').executeTakeFirstOrThrow();
  const upload = await uploadRead(base, tokens.dealer);
  const draft = { type: 'ECU', stage: '2', vehicleId: vehicle.id, files: [{ uploadId: upload.id }] };
  const { total } = JSON.parse(await call(`${base}/order-software/quote`, { method: 'POST', headers: dealer, body: JSON.stringify(draft) })) as { total: number };
  await call(`${base}/credit/transfer`, { method: 'POST', headers: admin, body: JSON.stringify({ to: ids.dealer, amount: 900_000 }) });
  const order = () => call(`${base}/order-software/create`, { method: 'POST', headers: dealer, body: JSON.stringify({ ...draft, expectedTotal: total }) });
  const transfer = () => call(`${base}/credit/transfer`, { method: 'POST', headers: admin, body: JSON.stringify({ to: ids.distributor, amount: 1 }) });

  console.log(`\nSoftware orders over HTTP (upload done before; each create quotes, places, charges and answers the numbered order), ${SECONDS} s per figure\n`);
  await closedLoop(8, 500, order);
  for (const clients of CLIENTS) {
    const orders: Run[] = [];
    const transfers: Run[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      transfers.push(await closedLoop(clients, (SECONDS * 1000) / ROUNDS, transfer));
      orders.push(await closedLoop(clients, (SECONDS * 1000) / ROUNDS, order));
    }
    const ordersRun = mergeRuns(orders);
    throughputLine(`HTTP POST /api/order-software/create, ${clients} clients`, ordersRun, [{ label: 'HTTP transfer', run: mergeRuns(transfers) }]);
    latencyLine(`  order create latency, ${clients} clients`, ordersRun);
  }

  console.log(`\nThe order list with ${LIST_ORDERS.toLocaleString('en-US')} orders in the read model (first page, 25 rows, newest first)\n`);
  await fillReadModel(portal, LIST_ORDERS);
  const rawAdmin = await sequential(LIST_READS, () => portal.database.pool.query('SELECT * FROM software_orders WHERE number IS NOT NULL ORDER BY number DESC LIMIT 25'));
  const httpAdmin = await sequential(LIST_READS, () => call(`${base}/order-software/index?range=[0,24]&sort=["number","DESC"]`, { headers: { authorization: `Bearer ${tokens.admin}` } }));
  latencyLine('admin: GET /api/order-software/index', httpAdmin, { label: 'raw SQL page', run: rawAdmin });
  const filtered = { status: 'In Process', type: 'ECU' };
  const rawFiltered = await sequential(LIST_READS, () => portal.database.pool.query(
    "SELECT * FROM software_orders WHERE number IS NOT NULL AND status = 'In Process' AND type = 'ECU' ORDER BY number DESC LIMIT 25"));
  const httpFiltered = await sequential(LIST_READS, () => call(`${base}/order-software/index?range=[0,24]&sort=["number","DESC"]&filter=${encodeURIComponent(JSON.stringify(filtered))}`, { headers: { authorization: `Bearer ${tokens.admin}` } }));
  latencyLine('admin, filtered by status and type', httpFiltered, { label: 'raw SQL page', run: rawFiltered });
  const rawVin = await sequential(LIST_READS, (i) => portal.database.pool.query("SELECT * FROM software_orders WHERE vin LIKE $1 ORDER BY number DESC LIMIT 25", [`WVWZZZ1KZ${String(i * 37).padStart(8, '0')}%`]));
  const httpVin = await sequential(LIST_READS, (i) => call(`${base}/order-software/index?filter=${encodeURIComponent(JSON.stringify({ q: `WVWZZZ1KZ${String(i * 37).padStart(8, '0')}` }))}`, { headers: { authorization: `Bearer ${tokens.admin}` } }));
  latencyLine('admin, quick search by VIN', httpVin, { label: 'raw SQL page', run: rawVin });
  const dealerList = await sequential(LIST_READS, () => call(`${base}/order-software/index?range=[0,24]&sort=["number","DESC"]`, { headers: { authorization: `Bearer ${tokens.dealer}` } }));
  latencyLine('dealer: its own orders among all of them', dealerList);
};
