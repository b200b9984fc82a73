import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { randomUUID } from 'node:crypto';
import { openLiveSocket } from '../support/live.js';
import { moveOrderTo, placeOrder } from '../softwareOrders/support.js';

// The administrator's sidebar counters (spec sections 2, 6 and 7: POST user/get-counter-menu) and
// the live hints that make the sidebar refetch them.

let t: CreditPortal;
const URL = '/api/user/get-counter-menu';
const counters = async () => (await t.post('admin', URL)).json<Record<string, number>>();

/** The events a signed-in user's live socket receives. */
const listen = async (who: 'admin' | 'dealer' | 'support') => {
  const token = await t.portal.login(`${who}@demo.test`);
  const socket = await openLiveSocket(t.portal.app, token);
  const events: string[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)).event));
  return { events, close: () => socket.terminate() };
};

beforeAll(async () => {
  t = await creditPortal();
  await t.fund('distributor', 1000);
});
afterAll(async () => t?.close());

describe('POST user/get-counter-menu', () => {
  it('is for administrators only', async () => {
    for (const who of ['distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const) {
      const response = await t.post(who, URL);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().message).toBe('Your role does not allow this action');
    }
  });

  it('answers the whole Counter data of spec section 3, as numbers', async () => {
    const answer = await counters();
    expect(Object.keys(answer).sort()).toEqual([
      'totalNewCustomOrder', 'totalNewOrder', 'totalNewPaymentClientConfirm', 'totalNewProduct', 'totalNewTicket', 'totalNewUser',
      'totalNewVehicle', 'totalOrderWaitingResponse',
    ]);
    for (const value of Object.values(answer)) expect(Number.isInteger(value)).toBe(true);
  });

  it('counts a new-product request until an administrator answers it, and tells the administrators live', async () => {
    const admin = await listen('admin');
    const dealer = await listen('dealer');
    const before = await counters();
    const asked = await t.post('dealer', '/api/newproducts', { make: 'Cupra', model: 'Born', generation: '2021', engine: '58 kWh' });
    expect(asked.statusCode).toBe(201);
    expect(await counters()).toEqual({ ...before, totalNewProduct: before.totalNewProduct + 1 });
    await vi.waitFor(() => expect(admin.events).toContain('newCustomProduct'));

    await t.put('admin', `/api/newproducts/${asked.json().id}`, { status: 'Rejected' });
    expect(await counters()).toEqual(before);
    expect(dealer.events).not.toContain('newCustomProduct');
    admin.close();
    dealer.close();
  });

  it('counts a sub-dealer waiting for review until an administrator clears it', async () => {
    const admin = await listen('admin');
    const before = await counters();
    const signup = await t.portal.app.inject({
      method: 'POST', url: '/api/signup', payload: {
        firstName: 'Sara', lastName: 'Sub', email: 'sara@shop.test', phone: '+34 600 123 457', countryId: 'ES',
        password: 'Secret123', repeatPassword: 'Secret123', termsAccepted: true, isSubDealer: true, dealerId: t.ids.dealer,
      },
    });
    expect(signup.statusCode).toBe(201);
    expect((await counters()).totalNewUser).toBe(before.totalNewUser + 1);
    await vi.waitFor(() => expect(admin.events).toContain('newUser'));

    const user = await t.portal.services.db.selectFrom('users').select('id').where('email', '=', 'sara@shop.test').executeTakeFirstOrThrow();
    expect((await t.put('admin', `/api/users/${user.id}`, { underReview: false })).statusCode).toBe(200);
    expect(await counters()).toEqual(before);
    admin.close();
  });

  it('counts a credit order the customer says is paid until the payment is confirmed', async () => {
    const admin = await listen('admin');
    const dealer = await listen('dealer');
    const before = await counters();
    const order = (await t.post('dealer', '/api/credit-order', { credits: 10, paymentMethod: 'bank_transfer' })).json();
    expect(await counters()).toEqual(before); // placed, not yet paid
    await t.post('dealer', `/api/credit-order/notify-payment/${order.id}`, { reference: 'TR-7' });
    expect((await counters()).totalNewPaymentClientConfirm).toBe(before.totalNewPaymentClientConfirm + 1);
    await vi.waitFor(() => expect(admin.events).toContain('newPaymentClientConfirm'));

    expect((await t.post('admin', `/api/credit-order/confirm-payment/${order.id}`)).json().status).toBe('Payment confirmed (admin)');
    expect(await counters()).toEqual(before);
    expect(dealer.events).not.toContain('newPaymentClientConfirm');
    admin.close();
    dealer.close();
  });

  it('counts a paid software order as new until work starts, and one waiting for the dealer\'s response; administrators hear newOrderSoftware', async () => {
    const admin = await listen('admin');
    const dealer = await listen('dealer');
    const before = await counters();
    const { orderId } = await placeOrder(t.portal, { dealerId: t.ids.dealer, admin: t.portal.auth(t.tokens.admin) });
    expect(await counters()).toEqual({ ...before, totalNewOrder: before.totalNewOrder + 1 });
    await vi.waitFor(() => expect(admin.events).toContain('newOrderSoftware'));

    admin.events.length = 0;
    await moveOrderTo(t.portal, orderId, 'Waiting for response', t.ids.admin);
    expect(await counters()).toEqual({ ...before, totalOrderWaitingResponse: before.totalOrderWaitingResponse + 1 });
    await vi.waitFor(() => expect(admin.events).toContain('newOrderSoftware'));

    await moveOrderTo(t.portal, orderId, 'In Process', t.ids.admin);
    expect(await counters()).toEqual(before);
    expect(dealer.events).not.toContain('newOrderSoftware');
    admin.close();
    dealer.close();
  });

  it('counts a ticket from its opening until an agent takes it, or it is deleted; administrators hear newTicket', async () => {
    // The tickets feature appends these events (stream ticket-<id>); the counter folds only the fields it needs.
    const { store, runner } = t.portal.services;
    // Whole events as the tickets feature writes them (other read models, the notifications, fold every field).
    const opened = (ticketId: string, title: string) => ({
      ticketId, number: 1, dealerId: t.ids.dealer, dealerChain: [t.ids.dealer], categoryId: 'technical', title, message: title, attachments: [], orderId: null, openedBy: t.ids.dealer, at: new Date().toISOString(),
    });
    const open = async (type: string, data: Record<string, unknown> & { ticketId: string }) => {
      const { position } = await store.appendToStream(`ticket-${data.ticketId}`, [{ id: randomUUID(), type, data }]);
      await runner.waitFor(position, 60_000);
    };
    const admin = await listen('admin');
    const support = await listen('support');
    const before = await counters();
    const [first, second] = [randomUUID(), randomUUID()];
    await open('TicketOpened', opened(first, 'Flash failed'));
    await open('TicketOpened', opened(second, 'Invoice'));
    expect(await counters()).toEqual({ ...before, totalNewTicket: before.totalNewTicket + 2 });
    await vi.waitFor(() => expect(admin.events).toContain('newTicket'));
    // Support's Tickets badge reads the same figure (GET support/counts); the dealers' side may not.
    const supportCounts = await t.portal.app.inject({ method: 'GET', url: '/api/support/counts', headers: t.portal.auth(t.tokens.support) });
    expect(supportCounts.json()).toEqual({ unassigned: before.totalNewTicket + 2 });
    expect((await t.portal.app.inject({ method: 'GET', url: '/api/support/counts', headers: t.portal.auth(t.tokens.dealer) })).statusCode).toBe(403);

    await open('TicketAssigned', { ticketId: first, agentId: t.ids.support, agentName: 'Sue Support', previousAgentId: null, by: t.ids.support, at: new Date().toISOString() });
    expect((await counters()).totalNewTicket).toBe(before.totalNewTicket + 1);
    await open('TicketDeleted', { ticketId: second, by: t.ids.admin, at: new Date().toISOString() });
    expect(await counters()).toEqual(before);
    // Support agents see the tickets badge rise too (issue 11: they take the new tickets).
    expect(support.events).toContain('newTicket');
    admin.close();
    support.close();
  });
});
