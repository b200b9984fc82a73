import { envNumber, latencyLine, sequential } from './measure.js';
import { call, type BenchPortal } from './portal.js';

// GET /user-network for a distributor at the head of a large network: the transfer screen's table
// and the account pickers walk the caller's whole subtree (recursive, on users.parent_id) and send a
// page of it in tree order with its balances. The generated scale network spreads its accounts over
// 500 distributors (9 below each); here one distributor holds them all, the worst case.

const DEALERS = envNumber('BENCH_NETWORK_DEALERS', 1000);
const SUB_DEALERS_EACH = 4;
const READS = envNumber('BENCH_NETWORK_READS', 100);

const TREE = `WITH RECURSIVE t AS (
  SELECT id, first_name, last_name, email, ARRAY[lower(first_name || ' ' || last_name), id::text] AS path FROM users WHERE parent_id = $1
  UNION ALL SELECT u.id, u.first_name, u.last_name, u.email, t.path || ARRAY[lower(u.first_name || ' ' || u.last_name), u.id::text] FROM users u JOIN t ON u.parent_id = t.id)`;

export const benchNetwork = async ({ database, base, ids, tokens }: BenchPortal) => {
  const distributor = ids.distributor!;
  // Dealers under the distributor, sub-dealers under each, every one with a balance.
  await database.pool.query(`
    WITH dealers AS (
      INSERT INTO users (email, first_name, last_name, password_hash, roles, parent_id)
      SELECT 'net-dealer-' || i || '@bench.test', 'Dealer', lpad(i::text, 5, '0'), 'x', ARRAY['Dealer'], $1 FROM generate_series(1, $2) i
      RETURNING id, last_name)
    INSERT INTO users (email, first_name, last_name, password_hash, roles, parent_id)
    SELECT 'net-sub-' || d.last_name || '-' || j || '@bench.test', 'Sub', d.last_name || '-' || j, 'x', ARRAY['SubDealer'], d.id FROM dealers d, generate_series(1, $3) j`,
  [distributor, DEALERS, SUB_DEALERS_EACH]);
  await database.pool.query(`INSERT INTO ledger_accounts (account, balance) SELECT id::text, (random() * 100000)::bigint FROM users WHERE email LIKE 'net-%@bench.test' ON CONFLICT DO NOTHING`);
  await database.pool.query('ANALYZE users; ANALYZE ledger_accounts');
  const below = DEALERS * (1 + SUB_DEALERS_EACH);

  const as = { headers: { authorization: `Bearer ${tokens.distributor}` } };
  const list = (query: Record<string, unknown>) => `${base}/user-network?${Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`).join('&')}`;
  const route = (query: Record<string, unknown>) => sequential(READS, () => call(list(query), as));
  // The same answer in plain SQL: the walk, the page in tree order with the count of all, the page's balances.
  const sql = (where: string, offset: number, values: unknown[] = []) => sequential(READS, () => database.pool.query(
    `${TREE} SELECT p.*, l.balance FROM (SELECT t.*, count(*) OVER () AS total FROM t ${where} ORDER BY path LIMIT 25 OFFSET ${offset}) p
      LEFT JOIN ledger_accounts l ON l.account = p.id::text ORDER BY p.path`, [distributor, ...values]));
  console.log(`\nGET /api/user-network, a distributor with ${below.toLocaleString('en-US')} accounts below (${READS} requests each); baseline: the same walk, page and count through pg\n`);
  latencyLine('first page (tree order)', await route({ range: [0, 24] }), { label: 'SQL', run: await sql('', 0) });
  latencyLine('page 100', await route({ range: [2475, 2499] }), { label: 'SQL', run: await sql('', 2475) });
  latencyLine('search "00042"', await route({ filter: { q: '00042' } }), { label: 'SQL', run: await sql("WHERE email ILIKE $2 OR first_name || ' ' || last_name ILIKE $2", 0, ['%00042%']) });
  latencyLine('direct children only', await route({ filter: { directOnly: true } }), { label: 'SQL first level + count', run: await sequential(READS, () => Promise.all([
    database.pool.query("SELECT * FROM users WHERE parent_id = $1 ORDER BY lower(first_name || ' ' || last_name), id LIMIT 25", [distributor]),
    database.pool.query('SELECT count(*) FROM users WHERE parent_id = $1', [distributor]),
  ])) });
};
