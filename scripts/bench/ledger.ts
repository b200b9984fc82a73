import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import type { TransferCredits } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { closedLoop, envNumber, mergeRuns, percentile, throughputLine, type Run } from './measure.js';
import { call, type BenchPortal } from './portal.js';

// Ledger movements per second and p99 latency through the LedgerService and through HTTP, at
// several numbers of concurrent clients, each beside a raw single-row INSERT at the same
// concurrency (directly, and behind a bare Fastify route) measured in the same run.

const SECONDS = envNumber('BENCH_SECONDS', 2);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,16,64').split(',').map(Number).filter((n) => n > 0);
const ACCOUNTS = 1000;
const CREDIT_HOLDER_ROLES: readonly string[] = ['Distributor', 'Dealer', 'SubDealer'];
/** Slices per HTTP figure (see below). */
const ROUNDS = 4;
/** Issue 8's goal: the transfer over HTTP at half the bare route's rate or more, its p99 at most twice the bare route's. */
const GOAL_RATE = 0.5;
const GOAL_P99 = 2;

const goalLine = (http: Run, bare: Run) => {
  const rate = (http.count / http.ms) / (bare.count / bare.ms);
  const p99 = percentile(http, 99) / percentile(bare, 99);
  const verdict = rate >= GOAL_RATE && p99 <= GOAL_P99 ? 'goal met' : 'goal missed';
  console.log(`${'  transfer beside the bare route'.padEnd(52)} ${(rate * 100).toFixed(0).padStart(9)} %  p99 ${p99.toFixed(2).padStart(6)} x   (goal: >= ${GOAL_RATE * 100} %, <= ${GOAL_P99} x: ${verdict})`);
};

/** Read-your-writes: each transfer's answer is followed by a read of the receiver's dashboard, which must show it. */
const readYourWritesCheck = async (base: string, headers: Record<string, string>, receiver: string, count = 100) => {
  const remaining = async () => (JSON.parse(await call(`${base}/credit/dashboard?userId=${receiver}`, { headers })) as { remaining: number }).remaining;
  let seen = await remaining();
  let stale = 0;
  for (let i = 0; i < count; i += 1) {
    await call(`${base}/credit/transfer`, { method: 'POST', headers, body: JSON.stringify({ to: receiver, amount: 1 }) });
    const now = await remaining();
    if (now !== seen + 1) stale += 1;
    seen = now;
  }
  console.log(`read-your-writes: ${count - stale}/${count} transfers shown by the next read of the receiver's dashboard${stale ? `  (${stale} STALE)` : ''}`);
};

const RAW_TABLE = `CREATE TABLE IF NOT EXISTS raw_movements (
  id bigserial PRIMARY KEY, movement_id uuid NOT NULL UNIQUE, from_account text NOT NULL, to_account text NOT NULL, amount bigint NOT NULL, at timestamptz NOT NULL)`;
const RAW_INSERT = 'INSERT INTO raw_movements (movement_id, from_account, to_account, amount, at) VALUES ($1, $2, $3, $4, $5)';
const rawRow = (i: number) => [randomUUID(), HOUSE_ACCOUNT, `account-${i % ACCOUNTS}`, 100 + (i % 900), new Date()];

/** A bare Fastify route doing the raw INSERT: what HTTP alone costs on this machine. */
const startRawRoute = async (pool: pg.Pool) => {
  const app = Fastify({ logger: false });
  let i = 0;
  app.post('/raw', async () => {
    const row = rawRow(i++);
    await pool.query(RAW_INSERT, row);
    return { id: row[0] };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/raw` };
};

export const benchLedger = async (portal: BenchPortal, url: string) => {
  const { services, base, ids, tokens } = portal;
  const maxClients = Math.max(...CLIENTS);
  const raw = new pg.Pool({ connectionString: url, max: maxClients });
  await raw.query(RAW_TABLE);
  const rawRoute = await startRawRoute(raw);
  const admin = { id: ids.admin, isAdmin: true };
  // Accounts that hold credits: a staff receiver is refused (422), and a refusal is neither a
  // transfer nor counted, so it only took time from the figure.
  const holders = await portal.database.db.selectFrom('users').select(['id', 'roles']).execute();
  const receivers = holders.filter((u) => u.id !== ids.admin && u.roles.some((r) => CREDIT_HOLDER_ROLES.includes(r))).map((u) => u.id);
  const transfer = (i: number): TransferCredits => ({
    type: 'TransferCredits', movementId: randomUUID(), amount: 100 + (i % 900), idempotencyKey: null, actor: admin, at: new Date().toISOString(),
    from: HOUSE_ACCOUNT, to: `account-${i % ACCOUNTS}`, description: null, toParentId: null, fromCanSale: false,
  });
  const json = { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` };
  const ms = SECONDS * 1000;

  console.log(`\nLedger movements (transfers from the house), ${SECONDS} s per figure, fsync on; baselines are single-row INSERTs at the same concurrency\n`);
  // Warm up every path once (JIT, connections, prepared plans).
  await closedLoop(8, 500, (_, i) => services.ledger.handle(transfer(i)));
  await closedLoop(8, 500, (_, i) => call(`${base}/credit/transfer`, { method: 'POST', headers: json, body: JSON.stringify({ to: receivers[i % receivers.length], amount: 1 }) }));
  await closedLoop(8, 500, () => call(rawRoute.url, { method: 'POST' }));

  const transferOver = (i: number) =>
    call(`${base}/credit/transfer`, { method: 'POST', headers: json, body: JSON.stringify({ to: receivers[(n++ + i) % receivers.length], amount: 1 }) });
  let n = 0;
  for (const clients of CLIENTS) {
    const rawRun: Run = await closedLoop(clients, ms, () => raw.query(RAW_INSERT, rawRow(n++)));
    throughputLine(`raw INSERT, ${clients} clients`, rawRun);
    const service = await closedLoop(clients, ms, () => services.ledger.handle(transfer(n++)));
    throughputLine(`LedgerService.handle, ${clients} clients`, service, [{ label: 'raw INSERT', run: rawRun }]);
    // The two HTTP figures take turns in short slices, so a neighbour's burst on a shared machine
    // weighs on both alike and their ratio holds.
    const slice = ms / ROUNDS;
    const rawHttpRuns: Run[] = [];
    const httpRuns: Run[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rawHttpRuns.push(await closedLoop(clients, slice, () => call(rawRoute.url, { method: 'POST' })));
      httpRuns.push(await closedLoop(clients, slice, (_, i) => transferOver(i)));
    }
    const rawHttp = mergeRuns(rawHttpRuns);
    const http = mergeRuns(httpRuns);
    throughputLine(`HTTP bare route doing the raw INSERT, ${clients} clients`, rawHttp);
    throughputLine(`HTTP POST /api/credit/transfer, ${clients} clients`, http, [{ label: 'raw INSERT', run: rawRun }, { label: 'bare HTTP route + INSERT', run: rawHttp }]);
    goalLine(http, rawHttp);
    console.log('');
  }
  await readYourWritesCheck(base, json, receivers[0]);
  await rawRoute.app.close();
  await raw.end();
};
