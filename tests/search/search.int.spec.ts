import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DEFAULT_TREE } from '../../events/subUsers/permissions.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { ORDER_VIN, placeOrder, type PlacedOrder } from '../softwareOrders/support.js';
import { createSubUser } from '../subUsers/support.js';

// Issue 15: the global search (GET /api/search?q=) finds what each caller's list screens show and
// nothing more: a dealer its own orders and tickets (never another dealer's), the distributor above
// it the dealer's too, staff everything, sub-users per their switches; bad input is a 400 that says why.

type Reply = { orders?: { id: string; number: number }[]; tickets?: { id: string; number: number; title: string }[]; users?: { email: string }[]; vehicles?: { model: string }[] };

let t: CreditPortal;
let own: PlacedOrder;
let others: PlacedOrder;
let ownTicket: { id: string; number: number };
let othersTicket: { id: string; number: number };
const OTHER_DEALER = 'other.dealer@search.test';

const search = (headers: Record<string, string>, q: string) =>
  t.portal.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers });
const found = async (headers: Record<string, string>, q: string): Promise<Reply> => {
  const response = await search(headers, q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const as = (who: 'admin' | 'distributor' | 'dealer' | 'subdealer' | 'calibrator' | 'support') => t.portal.auth(t.tokens[who]);
const openTicket = async (headers: Record<string, string>, title: string) => {
  const opened = await t.portal.app.inject({ method: 'POST', url: '/api/support', headers, payload: { categoryId: 'technical', title, message: 'The car shows P2002' } });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json<{ id: string; number: number }>();
};

beforeAll(async () => {
  t = await creditPortal();
  const created = await t.post('admin', '/api/users', { email: OTHER_DEALER, firstName: 'Otto', lastName: 'Other', roles: ['Dealer'], password: 'Demo1234' });
  expect(created.statusCode, created.body).toBe(201);
  const otherId = created.json<{ id: string }>().id;
  const otherHeaders = t.portal.auth(await t.portal.login(OTHER_DEALER));
  const admin = as('admin');
  own = await placeOrder(t.portal, { dealerId: t.ids.dealer, admin });
  others = await placeOrder(t.portal, { dealerId: otherId, admin });
  ownTicket = await openTicket(as('dealer'), 'Gearbox slips after tuning');
  othersTicket = await openTicket(otherHeaders, 'Gearbox noise at idle');
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/search', () => {
  it('finds a dealer its own order by number and by VIN start, never another dealer\'s', async () => {
    expect((await found(as('dealer'), String(own.number))).orders?.map((o) => o.id)).toEqual([own.orderId]);
    expect((await found(as('dealer'), `#${others.number}`)).orders).toEqual([]);
    // Both orders share the VIN: the dealer's own only.
    expect((await found(as('dealer'), ORDER_VIN.slice(0, 8).toLowerCase())).orders?.map((o) => o.id)).toEqual([own.orderId]);
  });

  it('gives staff every order and a calibrator the unassigned ones', async () => {
    for (const staff of ['admin', 'support', 'calibrator'] as const) {
      const vin = await found(as(staff), ORDER_VIN);
      expect(vin.orders?.map((o) => o.id).sort(), staff).toEqual([own.orderId, others.orderId].sort());
    }
  });

  it('finds a dealer its own ticket by title and by number, never another dealer\'s', async () => {
    expect((await found(as('dealer'), 'gearbox')).tickets?.map((x) => x.id)).toEqual([ownTicket.id]);
    expect((await found(as('dealer'), String(othersTicket.number))).tickets).toEqual([]);
    // The distributor above the dealer reads its dealer's tickets, as its list does.
    expect((await found(as('distributor'), 'gearbox')).tickets?.map((x) => x.id)).toEqual([ownTicket.id]);
    expect((await found(as('support'), 'GEARBOX')).tickets?.map((x) => x.id).sort()).toEqual([ownTicket.id, othersTicket.id].sort());
    // Calibrators have no tickets screen: the kind is left out.
    expect(await found(as('calibrator'), 'gearbox')).not.toHaveProperty('tickets');
  });

  it('finds users for the Admin only, and vehicles for the Admin and those who order', async () => {
    expect((await found(as('admin'), 'other.dealer')).users?.map((u) => u.email)).toEqual([OTHER_DEALER]);
    expect((await found(as('admin'), 'Otto Oth')).users?.map((u) => u.email)).toEqual([OTHER_DEALER]);
    expect(await found(as('dealer'), 'other.dealer')).not.toHaveProperty('users');
    expect((await found(as('dealer'), 'golf')).vehicles?.map((v) => v.model)).toEqual(['Golf']);
    expect((await found(as('admin'), 'volkswagen golf')).vehicles?.map((v) => v.model)).toEqual(['Golf']);
    expect(await found(as('support'), 'golf')).not.toHaveProperty('vehicles');
  });

  it('leaves out for a sub-user the kinds its switches turn off', async () => {
    const clerk = await createSubUser(t, 'dealer', 'clerk@search.test', 'sub_user_admin', { ...ADMIN_DEFAULT_TREE, track_order: { status: false } });
    const reply = await found(clerk.headers, String(own.number));
    expect(reply).not.toHaveProperty('orders');
    expect((await found(clerk.headers, 'gearbox')).tickets?.map((x) => x.id)).toEqual([ownTicket.id]);
  });

  it('answers bad input with a 400 naming the field and what is wrong', async () => {
    const cases: [string, string, RegExp][] = [
      ['/api/search', 'FIELD_REQUIRED', /^q: Field is required$/],
      ['/api/search?q=', 'FIELD_REQUIRED', /^q: Field is required$/],
      ['/api/search?q=go', 'SEARCH_TOO_SHORT', /^q: Type at least 3 characters, or an order or ticket number$/],
      ['/api/search?q=%20%20%20', 'SEARCH_TOO_SHORT', /Type at least 3 characters/],
      [`/api/search?q=${'x'.repeat(101)}`, 'FIELD_TOO_LONG', /q.*100 characters at most/],
      ['/api/search?q=golf&limit=50', 'FIELD_UNKNOWN', /Unknown field limit/],
    ];
    for (const [url, code, message] of cases) {
      const response = await t.portal.app.inject({ method: 'GET', url, headers: as('dealer') });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code });
      expect(response.json().message, url).toMatch(message);
    }
    expect((await t.portal.app.inject({ method: 'GET', url: '/api/search?q=golf' })).statusCode).toBe(401);
  });
});
