import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { deterministicUuid } from '../../events/deterministic-id.js';
import type { Actor, LedgerCommand } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { LEDGER_STREAM, isMovementEvent, type LedgerEvent } from '../../events/credit/events.js';
import type { StatementReply } from '../../api/routes/credit/audit-schemas.js';
import { createLedgerService } from '../../api/services/ledger.js';
import { usePortal } from '../support/use-portal.js';
import { prng } from '../projections/support.js';
import { pdfText } from '../support/pdf-text.js';
import ExcelJS from 'exceljs';
import { BUSINESS_TIME_ZONE } from '../../events/constants.js';
import { formatDateTime, SPREADSHEET_DATE_TIME_FORMAT, spreadsheetDate } from '../../events/dateFormat.js';

// The finance audit over a seeded random journal: balance-at at every movement boundary, statements
// equal to a fold over the journal, the hash chain verified clean and after tampering with plain SQL.

const SEED = Number(process.env.AUDIT_SEED ?? 20261126);
const COMMANDS = 400;
const WAVE = 20;
const random = prng(SEED);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const { portal, ids, headers } = usePortal(['admin', 'dealer', 'distributor']);
/** After the demo seed's own movements (stamped now), so times follow the journal's order. */
const START = Date.now() + 24 * 3600_000;
let accounts: string[] = [];

const get = async <T>(url: string, who: 'admin' | 'dealer' | 'distributor' = 'admin') => {
  const response = await portal.app.inject({ method: 'GET', url, headers: headers[who] });
  return { status: response.statusCode, body: response.json<T>() };
};
const cents = (credits: number) => Math.round(credits * 100);

beforeAll(async () => {
  const admin: Actor = { id: ids.admin, isAdmin: true };
  const extra = Array.from({ length: 6 }, (_, i) => deterministicUuid(`audit-account:${SEED}:${i}`));
  accounts = [ids.distributor, ids.dealer, ids.subdealer, ...extra];
  const parentOf = new Map<string, string | null>([[ids.distributor, null], [ids.dealer, ids.distributor], [ids.subdealer, ids.dealer], ...extra.map((e) => [e, ids.dealer] as const)]);
  // Movements written before the journal was chained (appended bare, as the ledger did before): the
  // chain starts after them, and the ledger service catches up over them when its next append conflicts.
  for (const [n, to] of [[0, extra[0]], [1, extra[1]]] as const) {
    const amount = 1_000 * (n + 1);
    const house = portal.services.ledger.balance(HOUSE_ACCOUNT) - (n === 1 ? 1_000 : 0);
    const [last] = await portal.services.store.readStream(LEDGER_STREAM, { direction: 'backwards', maxCount: 1 });
    await portal.services.store.appendToStream(LEDGER_STREAM, [{
      id: deterministicUuid(`audit-legacy:${SEED}:${n}`), type: 'CreditsBought',
      data: { movementId: deterministicUuid(`audit-legacy:${SEED}:${n}`), kind: 'CreditOrderEntity', group: 'Credits', from: HOUSE_ACCOUNT, to, amount,
        fromBalanceAfter: house - amount, toBalanceAfter: amount, reference: null, description: null, idempotencyKey: null, actorId: ids.admin, at: new Date(START - 3_600_000 + n).toISOString() },
    }], { expectedRevision: last ? last.revision : 'no_stream' });
  }
  const commands: LedgerCommand[] = Array.from({ length: COMMANDS }, (_, i) => {
    const basics = { movementId: deterministicUuid(`audit:${SEED}:${i}`), idempotencyKey: null, at: new Date(START + i * 60_000).toISOString(), amount: int(1, 20_000) };
    const account = pick(accounts);
    const roll = random();
    if (roll < 0.3) return { ...basics, type: 'BuyCredits', actor: admin, from: HOUSE_ACCOUNT, to: account, creditOrderId: `co-${i}` };
    if (roll < 0.6) {
      const to = pick(accounts.filter((a) => parentOf.get(a) === account).concat(pick(accounts)));
      return { ...basics, type: 'TransferCredits', actor: { id: account, isAdmin: false }, from: account, to, description: null, toParentId: parentOf.get(to) ?? null, fromCanSale: true };
    }
    if (roll < 0.85) return { ...basics, type: 'ChargeSoftware', actor: { id: account, isAdmin: false }, from: account, orderId: `order-${i}`, kind: 'OrderSoftwareEntity' };
    return { ...basics, type: 'RefundSoftware', actor: admin, to: account, orderId: `order-${int(0, i)}`, kind: 'RefundEntity' };
  });
  // Concurrent waves: decided in group-commit batches, each chained after the journal's last hash.
  // Every other wave goes through a second ledger (another API process): each one's appends then find
  // the stream moved, catch up and chain again after the other's last hash.
  const second = createLedgerService(portal.services.store);
  await second.start();
  for (let i = 0; i < commands.length; i += WAVE) {
    const ledger = (i / WAVE) % 2 === 0 ? portal.services.ledger : second;
    await Promise.allSettled(commands.slice(i, i + WAVE).map((c) => ledger.handle(c)));
  }
}, 120_000);

const journal = async () => portal.services.store.readStream<LedgerEvent>(LEDGER_STREAM);

/** The account's statement folded from the journal alone: running balances summed from zero. */
const foldStatement = (events: Awaited<ReturnType<typeof journal>>, account: string, from: number, to: number) => {
  let balance = 0;
  let opening = 0;
  const lines: [string, number, number][] = [];
  const totals = new Map<string, { received: number; paid: number; count: number }>();
  for (const event of events) {
    if (!isMovementEvent(event)) continue;
    const m = event.data;
    if (m.from !== account && m.to !== account) continue;
    const signed = m.from === account ? -m.amount : m.amount;
    balance += signed;
    const at = Date.parse(m.at);
    if (at < from) opening = balance;
    else if (at < to) {
      lines.push([m.movementId, signed, balance]);
      const t = totals.get(m.kind) ?? { received: 0, paid: 0, count: 0 };
      totals.set(m.kind, { received: t.received + Math.max(signed, 0), paid: t.paid + Math.max(-signed, 0), count: t.count + 1 });
    }
  }
  return { opening, lines, closing: lines.at(-1)?.[2] ?? opening, totals: [...totals].map(([kind, t]) => ({ kind, ...t })).sort((a, b) => a.kind.localeCompare(b.kind)) };
};

describe('balance at any instant', () => {
  it('equals the running balance at every movement boundary, and the one before just before it', async () => {
    for (const account of accounts.slice(0, 4)) {
      const { body: s } = await get<StatementReply>(`/api/credit/statement?userId=${account}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`);
      expect(s.lines.length, account).toBeGreaterThan(5);
      let previous = s.opening;
      for (const line of s.lines) {
        const at = await get<{ balance: number; movement: { id: string } | null }>(`/api/credit/balance-at?userId=${account}&at=${line.createdAt}`);
        expect(at.status).toBe(200);
        expect([at.body.balance, at.body.movement?.id]).toEqual([line.balance, line.id]);
        const before = await get<{ balance: number }>(`/api/credit/balance-at?userId=${account}&at=${new Date(Date.parse(line.createdAt) - 1).toISOString()}`);
        expect(before.body.balance).toBe(previous);
        previous = line.balance;
      }
    }
  });

  it('answers zero and no movement before an account moved', async () => {
    const { body } = await get<{ balance: number; movement: unknown }>(`/api/credit/balance-at?userId=${ids.dealer}&at=2001-01-01T00:00:00Z`);
    expect(body).toMatchObject({ balance: 0, movement: null });
  });
});

describe('statement', () => {
  it('equals, movement for movement, a fold over the journal for random periods', async () => {
    const events = await journal();
    for (let i = 0; i < 12; i += 1) {
      const account = pick(accounts);
      const from = START + int(-60, COMMANDS) * 60_000;
      const to = from + int(1, COMMANDS) * 60_000 + int(0, 59_999);
      const { status, body } = await get<StatementReply>(`/api/credit/statement?userId=${account}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`);
      expect(status).toBe(200);
      const folded = foldStatement(events, account, from, to);
      expect(body.lines.map((l) => [l.id, cents(l.signedAmount), cents(l.balance)])).toEqual(folded.lines);
      expect([cents(body.opening), cents(body.closing)]).toEqual([folded.opening, folded.closing]);
      expect(body.totals.map((t) => ({ kind: t.kind, received: cents(t.received), paid: cents(t.paid), count: t.count }))).toEqual(folded.totals);
    }
  });

  it('names each counterparty by its account (the portal for the house), on the screen and in the PDF', async () => {
    const query = `userId=${ids.dealer}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`;
    const { body } = await get<StatementReply>(`/api/credit/statement?${query}`);
    const users = await portal.services.db.selectFrom('users').select(['id', 'first_name', 'last_name']).execute();
    const names = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`]));
    expect(body.lines.length).toBeGreaterThan(5);
    for (const line of body.lines) expect(line.counterpartyName, line.counterparty).toBe(names.get(line.counterparty) ?? null);
    const named = body.lines.find((line) => line.counterpartyName)!;
    expect(named).toBeDefined();
    const pdf = await portal.app.inject({ method: 'GET', url: `/api/credit/statement/pdf?${query}`, headers: headers.dealer });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(named.counterpartyName);
    expect(text).not.toContain(named.counterparty);
  });

  it('answers its lines a page at a time, the balances and totals still of the whole period', async () => {
    const period = `userId=${ids.dealer}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`;
    const { body: whole } = await get<StatementReply>(`/api/credit/statement?${period}`);
    expect(whole.lineCount).toBe(whole.lines.length);
    const { body: second } = await get<StatementReply>(`/api/credit/statement?${period}&page=2&per_page=3`);
    expect(second.lines.map((l) => l.id)).toEqual(whole.lines.slice(3, 6).map((l) => l.id));
    expect(second.lines.map((l) => l.counterpartyName)).toEqual(whole.lines.slice(3, 6).map((l) => l.counterpartyName));
    const { lines: _whole, ...summary } = whole;
    const { lines: _page, ...pageSummary } = second;
    expect(pageSummary).toEqual(summary);
    expect((await get<StatementReply>(`/api/credit/statement?${period}&per_page=2`)).body.lines.map((l) => l.id)).toEqual(whole.lines.slice(0, 2).map((l) => l.id));
    expect((await get<StatementReply>(`/api/credit/statement?${period}&page=999`)).body.lines).toEqual([]);
    for (const [query, code] of [['page=0', 'STATEMENT_PAGE_INVALID'], ['per_page=501', 'STATEMENT_PAGE_TOO_LONG'], ['per_page=0', 'STATEMENT_PAGE_TOO_LONG'], ['page=-1', 'FIELD_PATTERN']]) {
      const response = await portal.app.inject({ url: `/api/credit/statement?${period}&${query}`, headers: headers.dealer });
      expect([response.statusCode, response.json().code], query).toEqual([400, code]);
    }
  });

  it('downloads as PDF and XLSX', async () => {
    const query = `userId=${ids.dealer}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`;
    const pdf = await portal.app.inject({ method: 'GET', url: `/api/credit/statement/pdf?${query}&lang=es`, headers: headers.dealer });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 4).toString()]).toEqual([200, 'application/pdf', '%PDF']);
    const xlsx = await portal.app.inject({ method: 'GET', url: `/api/credit/statement/xlsx?${query}`, headers: headers.dealer });
    expect([xlsx.statusCode, xlsx.rawPayload.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    // Dates the portal's one way (events/dateFormat.ts), in the business's time zone, which the statement names.
    const { body: statement } = await get<StatementReply>(`/api/credit/statement?${query}`, 'dealer');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('01/01/2000, 01:00 – 01/01/2100, 01:00 (Horas de Europe/Amsterdam)');
    expect(text).toContain(formatDateTime(statement.lines[0].createdAt, 'es', BUSINESS_TIME_ZONE));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const firstLine = book.worksheets[0].getRow(7).getCell(1);
    expect([firstLine.numFmt, firstLine.value]).toEqual([SPREADSHEET_DATE_TIME_FORMAT, spreadsheetDate(statement.lines[0].createdAt, BUSINESS_TIME_ZONE)]);
  });
});

describe('who reads what', () => {
  it('lets a dealer read its own account and the one below it, and answers 404 for any other', async () => {
    expect((await get(`/api/credit/balance-at?at=2030-01-01T00:00:00Z`, 'dealer')).status).toBe(200);
    expect((await get(`/api/credit/balance-at?userId=${ids.subdealer}&at=2030-01-01T00:00:00Z`, 'dealer')).status).toBe(200);
    for (const url of [`/api/credit/balance-at?userId=${ids.distributor}&at=2030-01-01T00:00:00Z`, `/api/credit/statement?userId=${ids.distributor}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`,
      `/api/credit/statement/pdf?userId=${ids.admin}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`]) {
      const { status, body } = await get<{ code: string }>(url, 'dealer');
      expect([status, body.code], url).toEqual([404, 'CREDIT_ACCOUNT_NOT_FOUND']);
    }
  });

  it('refuses malformed ids, instants and periods with a stable code', async () => {
    const cases: [string, string][] = [
      ['/api/credit/balance-at?userId=nope&at=2030-01-01T00:00:00Z', 'FIELD_BAD_FORMAT'],
      ['/api/credit/balance-at?at=yesterday', 'FIELD_BAD_FORMAT'],
      ['/api/credit/balance-at?at=2030-01-01T00:00:00', 'FIELD_BAD_FORMAT'],
      ['/api/credit/balance-at', 'FIELD_REQUIRED'],
      ['/api/credit/balance-at?at=2030-01-01T00:00:00Z&extra=1', 'FIELD_UNKNOWN'],
      ['/api/credit/statement?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z', 'STATEMENT_PERIOD_REVERSED'],
      ['/api/credit/statement/xlsx?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z&lang=fr', 'FIELD_NOT_ALLOWED'],
    ];
    for (const [url, code] of cases) {
      const { status, body } = await get<{ code: string }>(url, 'dealer');
      expect([status, body.code], url).toEqual([400, code]);
    }
  });

  it('keeps the journal check for Admins', async () => {
    expect((await get('/api/credit/verify-ledger', 'dealer')).status).toBe(403);
    expect((await get('/api/credit/verify-ledger', 'distributor')).status).toBe(403);
    expect((await portal.app.inject({ method: 'GET', url: '/api/credit/verify-ledger' })).statusCode).toBe(401);
  });
});

type Verified = { ok: boolean; events: number; unchained: number; headHash: string | null; firstBreak: { reason: string; movementId: string; revision: number } | null };

describe('tamper-evident journal (runs last: it alters the events table)', () => {
  const sql = (text: string, params: unknown[] = []) => portal.services.pool.query(text, params);

  it('passes on the clean journal: every event after the two unchained ones chained, the head hash the last event\'s', async () => {
    const events = await journal();
    const { status, body } = await get<Verified>('/api/credit/verify-ledger');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, events: events.length, unchained: 2, headHash: events.at(-1)!.metadata!.hash, firstBreak: null });
    expect(events.slice(0, 2).map((e) => e.metadata?.hash)).toEqual([undefined, undefined]);
  });

  it('names the movement whose data was altered with plain SQL, and passes again once it is restored', async () => {
    const events = await journal();
    const victim = events[Math.floor(events.length / 2)];
    await sql(`UPDATE events SET data = jsonb_set(data, '{amount}', '1') WHERE event_id = $1`, [victim.id]);
    const { body } = await get<Verified>('/api/credit/verify-ledger');
    expect(body.firstBreak).toEqual({ reason: 'hash_mismatch', movementId: (victim.data as { movementId: string }).movementId, eventId: victim.id, type: victim.type, revision: Number(victim.revision) });
    expect(body.ok).toBe(false);
    await sql(`UPDATE events SET data = $2::jsonb WHERE event_id = $1`, [victim.id, JSON.stringify(victim.data)]);
    expect((await get<Verified>('/api/credit/verify-ledger')).body.ok).toBe(true);
  });

  it('names the movement after a deleted one, also from npm run verify-ledger', async () => {
    const events = await journal();
    const k = Math.floor(events.length / 3);
    await sql(`DELETE FROM events WHERE event_id = $1`, [events[k].id]);
    const next = events[k + 1];
    const { body } = await get<Verified>('/api/credit/verify-ledger');
    expect(body.firstBreak).toMatchObject({ reason: 'chain_break', movementId: (next.data as { movementId: string }).movementId, revision: Number(next.revision) });

    const dataDir = await mkdtemp(join(tmpdir(), 'verify-ledger-'));
    try {
      const url = portal.services.pool.options.connectionString;
      const run = await promisify(execFile)('npx', ['tsx', 'scripts/verify-ledger.ts'], { env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir } })
        .then(() => ({ code: 0, stdout: '', stderr: '' }), (error: { code: number; stdout: string; stderr: string }) => error);
      expect(run.code).toBe(3);
      expect(run.stderr).toContain(`position ${Number(next.revision)}: movement ${(next.data as { movementId: string }).movementId}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
