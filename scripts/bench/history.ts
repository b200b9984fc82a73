import { randomUUID } from 'node:crypto';
import { deterministicUuid } from '../../events/deterministic-id.js';
import { MOVEMENT_KIND_GROUP, type MovementKind } from '../../events/constants.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { chainEvent, linkOf } from '../../events/credit/chain.js';
import { LEDGER_STREAM, type MovementEvent } from '../../events/credit/events.js';
import { verifyLedger } from '../../api/services/ledger-verify.js';
import { createLedgerService } from '../../api/services/ledger.js';
import { ledgerProjection } from '../../projections/credit/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { envNumber, latencyLine, rateLine, sequential, timed } from './measure.js';
import { call, type BenchPortal } from './portal.js';
import { prng } from './prng.js';

// Read latency with a big journal: the balance (dashboard, top bar) and the first page of the
// history, for a busy dealer, a typical account and the admin's whole-journal view. The journal is
// filled through the event store in big appends with exact balances after each movement, then the
// ledger read models are rebuilt from it (the figure `npm run rebuild ledger` would show).

const MOVEMENTS = envNumber('BENCH_MOVEMENTS', 1_000_000);
const READS = envNumber('BENCH_READS', 300);
/** History pages count the account's movements: fewer requests keep the bench short. */
const HISTORY_READS = envNumber('BENCH_HISTORY_READS', 100);
const APPEND_BATCH = 5000;
const ACCOUNTS = 2000;
/** Share of the movements that touch the demo dealer, whose history is read. */
const BUSY_SHARE = 0.1;

const TYPE_OF: Record<MovementKind, MovementEvent['type']> = {
  CreditTransferEntity: 'CreditsTransferred', CreditOrderEntity: 'CreditsBought', CreditReFundEntity: 'CreditsRefunded', CreditDeductedEntity: 'CreditsDeducted',
  OrderSoftwareEntity: 'SoftwareCharged', OrderSoftwarePersonalFlasher: 'SoftwareCharged', RefundEntity: 'SoftwareRefunded', WarrantEntity: 'SoftwareRefunded',
  PrevOrderRefundEntity: 'SoftwareRefunded', OrderRefundDifference: 'SoftwareRefunded', OrderDistributorProfit: 'DistributorProfitPaid',
};

/** Movements with exact balances after each, continuing from `balances`; never overdraws an account. */
const journalGenerator = (balances: Map<string, number>, busy: string, adminId: string) => {
  const random = prng(1_000_003);
  // Account ids are uuids, as every route's filter requires (a malformed id is refused with a 400).
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => deterministicUuid(`bench-account-${i}`));
  const balance = (account: string) => balances.get(account) ?? 0;
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  const step = (365 * 24 * 3600 * 1000) / MOVEMENTS;
  let i = 0;
  return (): MovementEvent => {
    const account = random() < BUSY_SHARE ? busy : accounts[Math.floor(random() * ACCOUNTS)];
    const amount = 100 + Math.floor(random() * 20_000);
    const roll = random();
    let from = HOUSE_ACCOUNT;
    let to = account;
    let kind: MovementKind = roll < 0.2 ? 'CreditOrderEntity' : 'CreditTransferEntity';
    if (roll >= 0.45 && balance(account) >= amount) {
      const other = accounts[Math.floor(random() * ACCOUNTS)];
      [from, to, kind] = roll < 0.85 ? [account, HOUSE_ACCOUNT, 'OrderSoftwareEntity'] : [account, other === account ? HOUSE_ACCOUNT : other, 'CreditTransferEntity'];
    }
    const fromBalanceAfter = balance(from) - amount;
    const toBalanceAfter = balance(to) + amount;
    balances.set(from, fromBalanceAfter);
    balances.set(to, toBalanceAfter);
    const movementId = randomUUID();
    const at = new Date(start + step * i++).toISOString();
    return {
      id: movementId, type: TYPE_OF[kind],
      data: {
        movementId, kind, group: MOVEMENT_KIND_GROUP[kind], from, to, amount, fromBalanceAfter, toBalanceAfter,
        reference: kind === 'OrderSoftwareEntity' ? `order-${i}` : null, description: null, idempotencyKey: null, actorId: from === HOUSE_ACCOUNT ? adminId : from, at,
      },
    } as MovementEvent;
  };
};

export const benchHistory = async (portal: BenchPortal) => {
  const { services, base, ids, tokens, database } = portal;
  console.log(`\nReads with ${MOVEMENTS.toLocaleString('en-US')} movements in the journal (appended through the event store with exact balances, read models rebuilt from the journal)\n`);
  await services.runner.stop(); // the rebuild needs the ledger projection's lock; reads do not need the runner
  await services.ledger.start(); // catch up the hot state: the generated journal continues its balances
  const balances = new Map(services.ledger.state().balances);
  const [last] = await services.store.readStream(LEDGER_STREAM, { direction: 'backwards', maxCount: 1 });
  let revision = last ? last.revision : -1n;
  // Chained like the ledger service's appends, so the journal stays verifiable (events/credit/chain.ts).
  let prevHash = last ? (linkOf(last)?.hash ?? null) : null;
  const next = journalGenerator(balances, ids.dealer, ids.admin);

  const appendMs = await timed(async () => {
    for (let done = 0; done < MOVEMENTS; done += APPEND_BATCH) {
      const events = Array.from({ length: Math.min(APPEND_BATCH, MOVEMENTS - done) }, next).map((event) => {
        const chained = chainEvent(prevHash, event);
        prevHash = chained.metadata.hash;
        return chained;
      });
      const result = await services.store.appendToStream(LEDGER_STREAM, events, { expectedRevision: revision < 0n ? 'no_stream' : revision });
      revision = result.nextRevision;
    }
  });
  rateLine(`journal append, ${APPEND_BATCH} movements per append`, MOVEMENTS, appendMs);

  let verified = 0;
  const verifyMs = await timed(async () => {
    const result = await verifyLedger(services.store);
    if (!result.ok) throw new Error(`verify-ledger found a break: ${JSON.stringify(result.firstBreak)}`);
    verified = result.events;
  });
  rateLine(`verify-ledger (hash chain re-walked, ${verified.toLocaleString('en-US')} events)`, verified, verifyMs);

  let replayed = 0;
  const rebuildMs = await timed(async () => {
    replayed = await rebuildProjection({ store: services.store, db: database.db, pool: database.pool, projection: ledgerProjection });
  });
  rateLine(`projection rebuild (ledger, ${replayed.toLocaleString('en-US')} events)`, replayed, rebuildMs);
  await database.pool.query('ANALYZE ledger_movements; ANALYZE ledger_accounts');

  const cold = createLedgerService(services.store);
  const coldMs = await timed(() => cold.start());
  rateLine(`LedgerService start from the journal (${(coldMs / 1000).toFixed(1)} s)`, Number(revision) + 1, coldMs);

  const { rows: [busy] } = await database.pool.query<{ movements: number }>('SELECT movements FROM ledger_accounts WHERE account = $1', [ids.dealer]);
  // A typical account: the median of the generated ones by movements (whatever BENCH_MOVEMENTS is).
  const { rows: [quiet] } = await database.pool.query<{ account: string; movements: number }>(
    `SELECT account, movements FROM ledger_accounts WHERE account NOT IN ($1, $2)
      ORDER BY movements, account OFFSET (SELECT count(*) / 2 FROM ledger_accounts) LIMIT 1`, [ids.dealer, HOUSE_ACCOUNT]);
  const typical = quiet.account;
  const count = (n: number) => Number(n).toLocaleString('en-US');
  const { rows: [all] } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_movements');
  console.log(`\nRead latency, requests one after another over keep-alive (${READS} per balance read, ${HISTORY_READS} per history page); baseline: the same SQL through pg\n`);
  const as = (who: string) => ({ headers: { authorization: `Bearer ${tokens[who]}` } });
  const balanceSql = await sequential(READS, () => database.pool.query('SELECT * FROM ledger_accounts WHERE account = $1', [ids.dealer]));
  latencyLine('GET /api/credit/dashboard (balance)', await sequential(READS, () => call(`${base}/credit/dashboard`, as('dealer'))), { label: 'SQL', run: balanceSql });
  latencyLine('GET /api/user/view (top bar balance)', await sequential(READS, () => call(`${base}/user/view`, as('dealer'))), { label: 'SQL', run: balanceSql });

  // A history page is the page itself and the count for Content-Range (ra-data-simple-rest).
  const historySql = (account: string | null) => sequential(HISTORY_READS, () => Promise.all(account === null
    ? [database.pool.query('SELECT * FROM ledger_movements ORDER BY revision DESC LIMIT 25'), database.pool.query('SELECT count(*) FROM ledger_movements')]
    : [
      database.pool.query('SELECT * FROM ledger_movements WHERE from_account = $1 OR to_account = $1 ORDER BY revision DESC LIMIT 25', [account]),
      database.pool.query('SELECT count(*) FROM ledger_movements WHERE from_account = $1 OR to_account = $1', [account]),
    ]));
  const page = (url: string, who: string) => sequential(HISTORY_READS, () => call(url, as(who)));
  latencyLine(`GET /api/credit/movements, busy (${count(busy.movements)} mov.)`, await page(`${base}/credit/movements`, 'dealer'),
    { label: 'SQL page + count', run: await historySql(ids.dealer) });
  const filter = encodeURIComponent(JSON.stringify({ userId: typical }));
  latencyLine(`GET /api/credit/movements, typical (${count(quiet.movements)} mov.)`, await page(`${base}/credit/movements?filter=${filter}`, 'admin'),
    { label: 'SQL page + count', run: await historySql(typical) });
  latencyLine(`GET /api/credit/admin-history (all ${count(all.n)} mov.)`, await page(`${base}/credit/admin-history`, 'admin'),
    { label: 'SQL page + count', run: await historySql(null) });
};
