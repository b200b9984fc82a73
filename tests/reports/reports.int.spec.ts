import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { addDays, resolvePeriods } from '../../events/reports/periods.js';
import { reportsProjection } from '../../projections/reports/projection.js';
import { spanFigures } from '../../projections/reports/queries.js';
import { rebuildProjection } from '../../projections/runner/rebuild.js';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { history } from './history.js';
import { CREDIT_DELIVERY_CHECKPOINT } from '../../api/routes/creditOrders/reactor.js';
import { SOFTWARE_ORDER_SETTLEMENT } from '../../api/routes/softwareOrders/reactor.js';
import { comparePositions } from '../../events/store/port.js';
import { readCheckpoint } from '../../projections/runner/checkpoints.js';
import { eventually } from '../projections/support.js';
import { caughtUp, writtenHead } from '../support/caught-up.js';

// The six reports on a dated history checked by hand (the figures are worked out in the comments).
// Network: distributor D → dealer A → sub-dealer S; dealer B directly under the house.
// March 2026 is the previous period, April 2026 the current one; anything later must not count.

let portal: TestPortal;
let admin: Record<string, string>;
const ids = { D: '', A: '', S: '', B: '' };
const APRIL = 'from_current=2026-04-01&to_current=2026-04-30&from_previous=2026-03-01&to_previous=2026-03-31';

const get = async (url: string, headers = admin) => portal.app.inject({ method: 'GET', url, headers });
const report = async <T = any>(url: string): Promise<T> => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
type Row = { id: string; children: Row[] } & Record<string, any>;
const find = (rows: Row[], id: string): Row | undefined => {
  for (const row of rows) {
    if (row.id === id || row.user_id === id) return row;
    const inner = find(row.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

beforeAll(async () => {
  portal = await createTestPortal();
  admin = (await signInDemo(portal, ['admin'])).headers.admin!;
  const create = async (name: string, role: string, parentId: string | null, countryId: string) => {
    const response = await portal.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: {
      email: `${name.toLowerCase()}@reports.test`, firstName: name, lastName: 'Report', roles: [role], parentId, countryId, password: 'Secret123',
    } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  ids.D = await create('D', 'Distributor', null, 'PT');
  ids.A = await create('A', 'Dealer', ids.D, 'PT');
  ids.S = await create('S', 'SubDealer', ids.A, 'BE');
  ids.B = await create('B', 'Dealer', null, 'BE');
  const adminId = (await signInDemo(portal, ['admin'])).ids.admin!;
  const { D, A, S, B } = ids;
  const h = history(portal, adminId, { [D]: null, [A]: D, [S]: A, [B]: null });
  await h.buy('2026-03-05', { buyerId: D, credits: 200, price: 170 }); // D 200
  await h.transfer('2026-03-10', HOUSE_ACCOUNT, D, 800); // D 1000
  await h.transfer('2026-03-15', D, A, 400); // D 600, A 400
  const o3 = await h.order('2026-03-20', { dealerId: A, type: 'ECU + DSG', stage: '2-2', gearbox: 'DQ381', price: 100, paid: true }); // A 300
  await h.buy('2026-04-02', { buyerId: D, credits: 1000, price: 900 }); // D 1600
  const o1 = await h.order('2026-04-05', { dealerId: A, type: 'ECU', stage: '2', gearbox: null, price: 150, paid: true, moves: [['2026-04-06', 'In Process'], ['2026-04-08', 'Completed']] }); // A 150
  await h.transfer('2026-04-06', D, A, 200); // D 1400, A 350
  await h.buy('2026-04-10', { buyerId: A, credits: 100, price: 100 }); // A 450
  await h.transfer('2026-04-10', A, S, 90); // A 360, S 90
  await h.buy('2026-04-11', { buyerId: S, sellerId: A, credits: 50, price: 50 }); // A 310, S 140: a dealer's sale, not the house's revenue
  await h.order('2026-04-12', { dealerId: S, type: 'DSG', stage: '1', gearbox: 'DQ200 7-speed', price: 60, paid: true, warranty: '2026-04-15' }); // S 80
  await h.refund('2026-04-20', A, 100, o1.orderId); // A 410
  await h.order('2026-04-28', { dealerId: A, type: 'ECU', stage: '2', gearbox: null, price: 500, paid: false }); // refused: never sold
  // The journal is in time order, as in life: O3's cancellation comes last (its refund is dated today, after every period here).
  await h.status('2026-04-25', o3.orderId, 'New', 'Cancel');
  // After April: nothing below may change.
  await h.transfer('2026-05-01', HOUSE_ACCOUNT, B, 100);
  await h.order('2026-05-02', { dealerId: B, type: 'ECU', stage: '1', gearbox: 'DQ200', price: 70, paid: true });
  await h.transfer('2026-05-03', HOUSE_ACCOUNT, D, 999);
  // The reactors finish their steps (O3's refund for its cancellation).
  const { db, pool, runner } = portal.services;
  for (const reactor of [CREDIT_DELIVERY_CHECKPOINT, SOFTWARE_ORDER_SETTLEMENT]) {
    await eventually(async () => comparePositions(await readCheckpoint(db, reactor), await writtenHead(pool)) >= 0, reactor, 60_000);
  }
  expect(await caughtUp({ runner, pool }, 60_000)).toBe(true);
}, 120_000);

afterAll(async () => portal?.close());

const creditFigures = (row: Row | undefined) => row && { current: row.current, previous: row.previous, variation: row.variation };

describe('GET /api/reports/credit', () => {
  it('sub-dealers separate (toggle on): each row its own received, used and remaining, children under their parent', async () => {
    const { users } = await report<{ users: Row[] }>(`/api/reports/credit?${APRIL}`);
    const d = users.find((row) => row.id === ids.D)!;
    expect(d.children.map((c) => c.id)).toEqual([ids.A]);
    expect(d.children[0]!.children.map((c) => c.id)).toEqual([ids.S]);
    expect(creditFigures(d)).toEqual({
      current: { received: 1000, used: 200, remaining: 1400 }, previous: { received: 1000, used: 400, remaining: 600 }, variation: { received: 0, used: -50, remaining: 133 },
    });
    // A: received 200 + 100 bought + 100 refunded, used 150 + 90 + 50 sold to S; 100 → 290 is 190 %, 300 → 410 is 36.7 → 37 %
    expect(creditFigures(find(users, ids.A))).toEqual({
      current: { received: 400, used: 290, remaining: 410 }, previous: { received: 400, used: 100, remaining: 300 }, variation: { received: 0, used: 190, remaining: 37 },
    });
    expect(creditFigures(find(users, ids.S))).toEqual({
      current: { received: 140, used: 60, remaining: 80 }, previous: { received: 0, used: 0, remaining: 0 }, variation: { received: 100, used: 100, remaining: 100 },
    });
    expect(find(users, ids.S)).toMatchObject({ username: 'S Report', email: 's@reports.test', country: 'BE', parent: ids.A });
    expect(creditFigures(find(users, ids.B))).toEqual({
      current: { received: 0, used: 0, remaining: 0 }, previous: { received: 0, used: 0, remaining: 0 }, variation: { received: 0, used: 0, remaining: 0 },
    });
  });

  it('toggle off: a parent row is its own figures plus its children’s', async () => {
    const { users, params } = await report<{ users: Row[]; params: any }>(`/api/reports/credit?${APRIL}&distributor_balance=false`);
    expect(params.distributor_balance).toBe(false);
    // D + A + S: received 1000+400+140, used 200+290+60, remaining 1400+410+80; before 1000+400, 400+100, 600+300
    expect(creditFigures(find(users, ids.D))).toEqual({
      current: { received: 1540, used: 550, remaining: 1890 }, previous: { received: 1400, used: 500, remaining: 900 }, variation: { received: 10, used: 10, remaining: 110 },
    });
    expect(find(users, ids.A)!.current).toEqual({ received: 540, used: 350, remaining: 490 });
  });

  it('market and user selection narrow the rows; a child whose parent is not selected becomes a row', async () => {
    const be = await report<{ users: Row[] }>(`/api/reports/credit?${APRIL}&market=be`);
    expect(be.users.map((row) => row.id).sort()).toEqual([ids.S, ids.B].sort());
    const selected = await report<{ users: Row[] }>(`/api/reports/credit?${APRIL}&ids=${ids.A},${ids.S}&distributor_balance=false`);
    expect(selected.users.map((row) => [row.id, row.children.map((c) => c.id), row.current.received])).toEqual([[ids.A, [ids.S], 540]]);
  });

  it('fills the spec’s defaults (month, compare week, ending today) in params', async () => {
    const { params } = await report<{ params: any }>('/api/reports/credit');
    expect(params).toMatchObject({ time: 'month', compare: 'week', order_type: 'all', distributor_balance: true, ...resolvePeriods({}, new Date()) });
  });
});

describe('GET /api/reports/credit-revenue-summary', () => {
  it('lists what each buyer paid the house, the total averaging the rows’ averages', async () => {
    const body = await report(`/api/reports/credit-revenue-summary?from=2026-04-01&to=2026-04-30&compare=month&ids=${ids.D},${ids.A},${ids.S}`);
    expect(body.users).toEqual([
      { user_id: ids.D, username: 'D Report', credits: 1000, price: 900, average: 0.9, total_rows: 1 },
      { user_id: ids.A, username: 'A Report', credits: 100, price: 100, average: 1, total_rows: 1 },
    ]);
    // (0.9 + 1) / 2; the previous period is 1–30 March (a month back): D's 200 credits for 170
    expect(body.total).toEqual({ movements: 2, credits: 1100, price: 1000, average: 0.95 });
    expect(body.previous_total).toEqual({ movements: 1, credits: 200, price: 170, average: 0.85 });
    expect(body.variation).toEqual({ credits: 450, price: 488, movements: 100 });
    expect(body.params).toMatchObject({ from_current: '2026-04-01', to_current: '2026-04-30', from_previous: '2026-03-01', to_previous: '2026-03-30' });
  });
});

describe('GET /api/reports/software-orders', () => {
  const figures = (row: Row | undefined) => row && { current: row.current, previous: row.previous, variation: row.variation };
  it('counts the orders paid in each period, warranty cases as support, never a refused order', async () => {
    const { users } = await report<{ users: Row[] }>(`/api/reports/software-orders?${APRIL}`);
    expect(figures(find(users, ids.A))).toEqual({
      current: { price: 150, total_rows: 1, support: 0 }, previous: { price: 100, total_rows: 1, support: 0 }, variation: { credits: 50, tune: 0, support: 0 },
    });
    expect(figures(find(users, ids.S))).toEqual({
      current: { price: 60, total_rows: 1, support: 1 }, previous: { price: 0, total_rows: 0, support: 0 }, variation: { credits: 100, tune: 100, support: 100 },
    });
    expect(find(users, ids.B)!.current).toEqual({ price: 0, total_rows: 0, support: 0 });
    const off = await report<{ users: Row[] }>(`/api/reports/software-orders?${APRIL}&distributor_balance=false`);
    expect(figures(find(off.users, ids.D))).toEqual({
      current: { price: 210, total_rows: 2, support: 1 }, previous: { price: 100, total_rows: 1, support: 0 }, variation: { credits: 110, tune: 100, support: 100 },
    });
  });

  it('filters by status entered in the period, type, unit and stage', async () => {
    const rows = async (query: string) => (await report<{ users: Row[] }>(`/api/reports/software-orders?${APRIL}&${query}`)).users;
    expect(find(await rows('status=Completed'), ids.A)!.current).toEqual({ price: 150, total_rows: 1, support: 0 });
    expect(find(await rows('status=Cancel'), ids.A)!.current).toMatchObject({ price: 100, total_rows: 1 });
    const tcu = await rows('unit=TCU');
    expect([find(tcu, ids.A)!.current.total_rows, find(tcu, ids.A)!.previous.total_rows, find(tcu, ids.S)!.current.total_rows]).toEqual([0, 1, 1]);
    const ecu = await rows('order_type=ECU&stage=2');
    expect([find(ecu, ids.A)!.current.total_rows, find(ecu, ids.A)!.previous.total_rows, find(ecu, ids.S)!.current.total_rows]).toEqual([1, 0, 0]);
  });
});

describe('GET /api/reports/software-pending-summary', () => {
  it('credits received, orders paid and the balance at the end of the span', async () => {
    const { users } = await report<{ users: Row[] }>('/api/reports/software-pending-summary?from_previous=2026-04-01&to_current=2026-04-30');
    const shape = (row: Row | undefined) => row && { movements: row.movements, orders: row.orders, balance: row.balance };
    // Credits-group credits received: D bought 1000; A 200 from D + 100 bought (the refund is Software); S 90 + 50 from A
    expect(shape(find(users, ids.D))).toEqual({ movements: { price: 1000, total_rows: 1 }, orders: { price: 0, total_rows: 0 }, balance: 1400 });
    expect(shape(find(users, ids.A))).toEqual({ movements: { price: 300, total_rows: 2 }, orders: { price: 150, total_rows: 1 }, balance: 410 });
    expect(shape(find(users, ids.S))).toEqual({ movements: { price: 140, total_rows: 2 }, orders: { price: 60, total_rows: 1 }, balance: 80 });
    const off = await report<{ users: Row[] }>('/api/reports/software-pending-summary?from_previous=2026-04-01&to_current=2026-04-30&distributor_balance=false');
    expect(shape(find(off.users, ids.D))).toEqual({ movements: { price: 1440, total_rows: 5 }, orders: { price: 210, total_rows: 2 }, balance: 1890 });
  });
});

describe('GET /api/reports/software-tune-analytics', () => {
  it('counts orders per gearbox family, DQ200 the default column', async () => {
    const body = await report<{ users: Row[]; columns: string[]; params: any }>(`/api/reports/software-tune-analytics?${APRIL}&ids=${ids.A},${ids.S}`);
    expect(body.columns[0]).toBe('DQ200');
    expect(body.params.dsg).toBe('DQ200');
    const a = find(body.users, ids.A)!;
    const s = find(body.users, ids.S)!;
    expect([a.current.DQ381, a.previous.DQ381, a.current.DQ200, s.current.DQ200, s.previous.DQ200]).toEqual([0, 1, 0, 1, 0]);
    expect(Object.keys(s.current)).toHaveLength(11);
    const dq381 = await report<{ columns: string[] }>(`/api/reports/software-tune-analytics?${APRIL}&dsg=DQ381`);
    expect(dq381.columns.slice(0, 2)).toEqual(['DQ381', 'DQ200']);
  });
  it("counts an order in both periods when they overlap, and each period's own days only", async () => {
    // Both periods come from one scan: S's order of 12 April is in both, B's of 2 May in the previous one only.
    const overlap = 'from_current=2026-04-01&to_current=2026-04-30&from_previous=2026-04-10&to_previous=2026-05-05';
    const { users } = await report<{ users: Row[] }>(`/api/reports/software-tune-analytics?${overlap}&ids=${ids.S},${ids.B}`);
    const [s, b] = [find(users, ids.S)!, find(users, ids.B)!];
    expect([s.current.DQ200, s.previous.DQ200, b.current.DQ200, b.previous.DQ200]).toEqual([1, 1, 0, 1]);
    // A year apart: each period reads its own days, nothing of the months between.
    const apart = 'from_current=2026-05-01&to_current=2026-05-31&from_previous=2025-05-01&to_previous=2025-05-31';
    const later = await report<{ users: Row[] }>(`/api/reports/software-tune-analytics?${apart}&ids=${ids.S},${ids.B}`);
    expect([find(later.users, ids.S)!.current.DQ200, find(later.users, ids.B)!.current.DQ200, find(later.users, ids.B)!.previous.DQ200]).toEqual([0, 1, 0]);
  });
});

describe('GET /api/reports/credit-predicted', () => {
  it('days left at the span’s net software spending, soonest first', async () => {
    const { users } = await report<{ users: Row[] }>(`/api/reports/credit-predicted?from_previous=2026-04-01&to_current=2026-04-30&ids=${[ids.D, ids.A, ids.S, ids.B].join(',')}`);
    // 30 days. A: spent 150 − 100 refunded = 50, balance 410 → 410 / (50/30) = 246. S: 60, balance 80 → 80 / 2 = 40. D spends nothing; B has nothing yet.
    expect(users.map((u) => [u.id, u.balance, u.pending_price, u.time])).toEqual([
      [ids.B, 0, 0, 0], [ids.S, 80, 60, 40], [ids.A, 410, 50, 246], [ids.D, 1400, 0, null],
    ]);
  });
});

describe('a report a page at a time, sorted by a column, its chart of every selected account', () => {
  const all = () => `ids=${[ids.D, ids.A, ids.S, ids.B].join(',')}`;
  type Paged = { users: Row[]; total_rows: number; chart: { categories: string[]; current: number[]; previous: number[] | null; total: number; ranked: boolean }; params: any };

  it('answers the asked page of top-level rows in the asked order, children under their parent, and how many rows there are', async () => {
    const first = await report<Paged>(`/api/reports/credit?${APRIL}&${all()}&page=1&per_page=1&sort=received&order=desc`);
    expect([first.users.map((row) => row.id), first.total_rows]).toEqual([[ids.D], 2]);
    expect(first.users[0]!.children.map((c) => c.id)).toEqual([ids.A]);
    expect(first.params).toMatchObject({ page: 1, per_page: 1, sort: 'received', order: 'desc' });
    const second = await report<Paged>(`/api/reports/credit?${APRIL}&${all()}&page=2&per_page=1&sort=received&order=desc`);
    expect(second.users.map((row) => row.id)).toEqual([ids.B]);
    const ascending = await report<Paged>(`/api/reports/credit?${APRIL}&${all()}&page=1&per_page=1&sort=received&order=asc`);
    expect(ascending.users.map((row) => row.id)).toEqual([ids.B]);
    // Past the last page: no rows, the count still said.
    expect(await report<Paged>(`/api/reports/credit?${APRIL}&${all()}&page=3&per_page=1`)).toMatchObject({ users: [], total_rows: 2 });
    // No page: every row (the spreadsheet export), sorted all the same.
    const every = await report<Paged>(`/api/reports/credit?${APRIL}&${all()}&sort=account&order=asc`);
    expect([every.users.map((row) => row.username), every.total_rows, every.params.page]).toEqual([['B Report', 'D Report'], 2, null]);
  });

  it('sorts by any column, empty values last either way', async () => {
    // Predicted credits: D spends nothing (never runs out: null), B has nothing (0 days).
    const predicted = (order: string) => report<Paged>(`/api/reports/credit-predicted?from_previous=2026-04-01&to_current=2026-04-30&${all()}&sort=days_left&order=${order}`);
    expect((await predicted('desc')).users.map((u) => [u.id, u.time])).toEqual([[ids.A, 246], [ids.S, 40], [ids.B, 0], [ids.D, null]]);
    expect((await predicted('asc')).users.map((u) => [u.id, u.time])).toEqual([[ids.B, 0], [ids.S, 40], [ids.A, 246], [ids.D, null]]);
    const orders = await report<Paged>(`/api/reports/software-orders?${APRIL}&ids=${ids.A},${ids.S},${ids.B}&sort=price&order=asc`);
    expect(orders.users.map((row) => [row.id, row.current.price, row.children.map((c) => c.id)])).toEqual([[ids.B, 0, []], [ids.A, 150, [ids.S]]]);
  });

  it('charts every selected account, not the page: the largest current figure first, sub-accounts once', async () => {
    const on = await report<Paged>(`/api/reports/credit?${APRIL}&${all()}&page=1&per_page=1`);
    expect(on.chart).toEqual({
      categories: ['D Report', 'A Report', 'S Report', 'B Report'], current: [1000, 400, 140, 0], previous: [1000, 400, 0, 0], total: 4, ranked: true,
    });
    // Toggle off: a parent's row holds its children's, so only the top-level rows count.
    const off = await report<Paged>(`/api/reports/credit?${APRIL}&${all()}&distributor_balance=false&page=1&per_page=1`);
    expect(off.chart).toEqual({ categories: ['D Report', 'B Report'], current: [1540, 0], previous: [1400, 0], total: 2, ranked: true });
    const pending = await report<Paged>(`/api/reports/software-pending-summary?from_previous=2026-04-01&to_current=2026-04-30&${all()}&page=1&per_page=1`);
    expect([pending.chart.categories.slice(0, 2), pending.chart.current.slice(0, 2), pending.chart.previous]).toEqual([['A Report', 'S Report'], [150, 60], null]);
    // Predicted credits: the table's order (soonest out of credits first), not ranked.
    const predicted = await report<Paged>(`/api/reports/credit-predicted?from_previous=2026-04-01&to_current=2026-04-30&${all()}&page=1&per_page=2`);
    expect(predicted.chart).toEqual({ categories: ['B Report', 'S Report', 'A Report', 'D Report'], current: [0, 80, 410, 1400], previous: null, total: 4, ranked: false });
    // Sorted by another column, the table changes and the chart does not: still the ones soonest out of credits.
    const byBalance = await report<Paged>(`/api/reports/credit-predicted?from_previous=2026-04-01&to_current=2026-04-30&${all()}&page=1&per_page=2&sort=balance`);
    expect([byBalance.users.map((u) => u.id), byBalance.chart]).toEqual([[ids.D, ids.A], predicted.chart]);
    // Tune analytics: one category per family, every account's orders once (S's DQ200, A's DQ381 the month before).
    const tune = await report<Paged & { columns: string[] }>(`/api/reports/software-tune-analytics?${APRIL}&${all()}&page=1&per_page=1`);
    expect([tune.chart.categories, tune.chart.current[0], tune.chart.previous![tune.columns.indexOf('DQ381')], tune.chart.total]).toEqual([tune.columns, 1, 1, 11]);
    const software = await report<Paged>(`/api/reports/software-orders?${APRIL}&${all()}&page=1&per_page=1`);
    expect(software.chart.categories.slice(0, 2)).toEqual(['A Report', 'S Report']);
  });

  it('pages the revenue summary too, sorted by any of its columns', async () => {
    const body = await report<Paged>(`/api/reports/credit-revenue-summary?from=2026-04-01&to=2026-04-30&ids=${ids.D},${ids.A}&page=1&per_page=1&sort=average&order=desc`);
    expect([body.users.map((u) => u.user_id), body.total_rows]).toEqual([[ids.A], 2]);
  });

  it('refuses a page size over 100, page 0 and a column the report has not', async () => {
    const refused = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      return response.json().code;
    };
    expect(await refused('/api/reports/credit?page=1&per_page=101')).toBe('REPORT_PAGE_TOO_LONG');
    expect(await refused('/api/reports/credit?per_page=0')).toBe('REPORT_PAGE_TOO_LONG');
    expect(await refused('/api/reports/credit?page=0')).toBe('REPORT_PAGE_INVALID');
    expect(await refused('/api/reports/credit?sort=days_left')).toBe('FIELD_NOT_ALLOWED');
    expect(await refused('/api/reports/credit-predicted?sort=balance&order=up')).toBe('FIELD_NOT_ALLOWED');
    expect(await refused('/api/reports/software-tune-analytics?sort=DQ999')).toBe('FIELD_NOT_ALLOWED');
  });
});

describe('reports: rebuild, access and bad parameters', () => {
  const urls = [
    `/api/reports/credit?${APRIL}&distributor_balance=false`, `/api/reports/credit-revenue-summary?from=2026-04-01&to=2026-04-30`,
    `/api/reports/software-orders?${APRIL}`, '/api/reports/software-pending-summary?from_previous=2026-04-01&to_current=2026-04-30',
    `/api/reports/software-tune-analytics?${APRIL}`, '/api/reports/credit-predicted?from_previous=2026-04-01&to_current=2026-04-30',
  ];

  it('answers 401 without a session and 403 to every role but Admin', async () => {
    const { headers } = await signInDemo(portal, ['dealer', 'distributor', 'support', 'calibrator']);
    for (const url of urls) {
      expect((await portal.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const role of ['dealer', 'distributor', 'support', 'calibrator']) expect((await get(url, headers[role])).statusCode, `${role} ${url}`).toBe(403);
    }
  });

  it('refuses bad parameters with a stable code', async () => {
    const code = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      return [response.json().code, response.json().params?.field ?? response.json().params?.name ?? response.json().params?.period];
    };
    expect(await code('/api/reports/credit?colour=red')).toEqual(['FIELD_UNKNOWN', 'colour']);
    expect((await code('/api/reports/credit?time=decade'))[0]).toBe('FIELD_NOT_ALLOWED');
    expect(await code('/api/reports/credit?from_current=2026-02-30')).toEqual(['FIELD_NOT_DATE', 'from_current']);
    expect(await code('/api/reports/credit?from_current=2026-05-01&to_current=2026-04-01')).toEqual(['REPORT_PERIOD_REVERSED', 'current']);
    expect(await code('/api/reports/credit-predicted?from_previous=2026-05-01&to_current=2026-04-01')).toEqual(['REPORT_PERIOD_REVERSED', 'current']);
    expect((await code('/api/reports/software-orders?ids=1;DROP'))[0]).toBe('FIELD_PATTERN');
    expect((await code('/api/reports/software-orders?status=Lost'))[0]).toBe('FIELD_NOT_ALLOWED');
    expect((await code('/api/reports/credit?from_current=2000-01-01&to_current=2026-01-01'))[0]).toBe('REPORT_SPAN_TOO_LONG');
    expect((await code('/api/reports/software-pending-summary?compare=week'))[0]).toBe('FIELD_UNKNOWN');
  });

  it('a span\'s sums and closing balance from the running totals equal the buckets summed and the last bucket before its end', async () => {
    const { db, pool, store, runner } = portal.services;
    // Recorded last, stamped a day before B's first bucket (as a charge finished after a crash is):
    // counted on that bucket's day, no bucket goes back in time.
    const bucketsOfB = async () => (await pool.query<{ day: string }>('SELECT day::text FROM report_account_days WHERE account_id = $1 ORDER BY day', [ids.B])).rows.map((r) => r.day);
    const daysOfB = await bucketsOfB();
    const adminId = (await signInDemo(portal, ['admin'])).ids.admin!;
    await history(portal, adminId, { [ids.B]: null }).transfer(addDays(daysOfB[0]!, -1), HOUSE_ACCOUNT, ids.B, 5);
    expect(await caughtUp({ runner, pool }, 60_000)).toBe(true);
    expect(await bucketsOfB()).toEqual(daysOfB);
    // Each account's buckets chain: a bucket holds until the next one's day, the last one forever.
    const { rows: chain } = await pool.query<{ account_id: string; day: string; until_day: string; next: string | null }>(`
      SELECT account_id, day::text, until_day::text, (lead(day) OVER (PARTITION BY account_id ORDER BY day))::text AS next FROM report_account_days`);
    expect(chain.length).toBeGreaterThan(8);
    for (const row of chain) expect(row.until_day, `${row.account_id} ${row.day}`).toBe(row.next ?? 'infinity');
    const dealers = new Set(Object.values(ids));
    // Spans before any bucket, on a bucket's day, between buckets, over both months, after the last one.
    const spans = [['2026-01-01', '2026-03-01'], ['2026-03-05', '2026-03-05'], ['2026-03-11', '2026-03-19'], ['2026-03-01', '2026-04-30'], ['2026-04-15', '2026-05-31'], ['2026-06-01', '2027-01-01']];
    const found = await spanFigures(db, spans.map(([from, to]) => ({ from: from!, to: to! })), {});
    for (const [s, [from, to]] of spans.entries()) {
      const { rows } = await pool.query<{ account_id: string; received: string; used: string; credits_in: string; credits_in_count: string; software: string; balance: string }>(`
        SELECT account_id, sum(received_cents) FILTER (WHERE day >= $1) AS received, sum(used_cents) FILTER (WHERE day >= $1) AS used,
          sum(credits_in_cents) FILTER (WHERE day >= $1) AS credits_in, sum(credits_in_count) FILTER (WHERE day >= $1) AS credits_in_count,
          sum(software_cents) FILTER (WHERE day >= $1) AS software, (array_agg(balance_cents ORDER BY day DESC))[1] AS balance
        FROM report_account_days WHERE day <= $2 GROUP BY account_id`, [from, to]);
      const expected = new Map(rows.map((r) => [r.account_id, {
        received: Number(r.received ?? 0), used: Number(r.used ?? 0), creditsIn: Number(r.credits_in ?? 0), creditsInCount: Number(r.credits_in_count ?? 0),
        software: Number(r.software ?? 0), balance: Number(r.balance),
      }]));
      // An account without a bucket by then has nothing to show: zero, whether listed or not.
      const none = { received: 0, used: 0, creditsIn: 0, creditsInCount: 0, software: 0, balance: 0 };
      for (const id of dealers) expect(found[s]!.get(id) ?? none, `${id} ${from} - ${to}`).toEqual(expected.get(id) ?? none);
    }
  });

  it('a rebuild of the read models from the first event gives the same answers', async () => {
    const before = await Promise.all(urls.map((url) => report(url)));
    const { store, db, pool, runner } = portal.services;
    // The live runner holds the projection's lock; a rebuild runs with the server stopped.
    await runner.stop();
    const chain = 'SELECT * FROM report_account_days ORDER BY account_id, day';
    const live = (await pool.query(chain)).rows;
    await rebuildProjection({ store, db, pool, projection: reportsProjection });
    expect(await Promise.all(urls.map((url) => report(url)))).toEqual(before);
    expect((await pool.query(chain)).rows).toEqual(live);
  });
});
