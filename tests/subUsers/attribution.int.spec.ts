import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { readUploadForm } from '../../scripts/lib/multipart.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { createSubUser } from './support.js';

// Issue 13 gap: chat and ticket messages, a ticket taken, coupons and pre-orders name the sub-user
// who acted for its parent (the parent stays the author, agent or actor), and the screens' answers
// carry its name beside the account's.

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
  await seedDemoCatalogue(t.portal.services.db);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const inject = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.portal.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const upload = async (headers: Record<string, string>) => {
  const form = readUploadForm('ECU');
  const response = await t.portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...headers, 'content-type': form.contentType }, payload: form.body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};
const streamOf = (stream: string) => t.portal.services.store.readStream(stream);

describe('events a sub-user causes name it', () => {
  it('order chat messages', async () => {
    await t.fund('dealer', 5000);
    const owner = t.portal.auth(t.tokens.dealer);
    const golf = await t.portal.services.db.selectFrom('vehicles').select('id').where('model', '=', 'Golf').where('engine', '=', '2.0 TDI 150hp').executeTakeFirstOrThrow();
    const body = { type: 'ECU', stage: '2', vehicleId: golf.id, vin: 'WVWZZZ1KZ8W123456', files: [{ uploadId: await upload(owner) }] };
    const quote = await inject(owner, 'POST', '/api/order-software/quote', body);
    const order = await inject(owner, 'POST', '/api/order-software/create', { ...body, expectedTotal: quote.json().total });
    expect(order.statusCode, order.body).toBe(200);
    const sub = await createSubUser(t, 'dealer', 'chatter@dealer.test', 'sub_user_admin');
    const posted = await inject(sub.headers, 'POST', `/api/order-chat/${order.json().id}`, { text: 'Hola' });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ authorId: t.ids.dealer, authorName: 'Dana Dealer', subUserName: 'Sub sub_user_admin' });
    const [event] = await streamOf(`order-chat-${order.json().id}`);
    expect(event.data).toMatchObject({ authorId: t.ids.dealer, subUserId: sub.id });
    // The owner's own message names no sub-user.
    expect((await inject(owner, 'POST', `/api/order-chat/${order.json().id}`, { text: 'Yo' })).json()).toMatchObject({ subUserName: null });
  });

  it('ticket messages and a ticket taken', async () => {
    const dealerSub = await createSubUser(t, 'dealer', 'desk@dealer.test', 'sub_user_support');
    const opened = await inject(dealerSub.headers, 'POST', '/api/support', { categoryId: 'technical', title: 'Flash failed', message: 'Help' });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().id;
    const answered = await inject(dealerSub.headers, 'POST', `/api/support/${id}/messages`, { text: 'More detail' });
    expect(answered.statusCode, answered.body).toBe(200);
    // The opening message and the reply: the dealer's, written by its sub-user.
    expect(answered.json().messages).toEqual([
      expect.objectContaining({ authorName: 'Dana Dealer', subUserName: 'Sub sub_user_support' }),
      expect.objectContaining({ authorId: t.ids.dealer, authorName: 'Dana Dealer', subUserName: 'Sub sub_user_support' }),
    ]);
    const adminSub = await createSubUser(t, 'admin', 'agent@admin.test', 'sub_user_admin');
    const taken = await inject(adminSub.headers, 'POST', `/api/support/${id}/assign-me`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ agentId: t.ids.admin, agentSubUserName: 'Sub sub_user_admin' });
    const events = await streamOf(`ticket-${id}`);
    expect(events.find((e) => e.type === 'TicketMessagePosted')!.data).toMatchObject({ authorId: t.ids.dealer, subUserId: dealerSub.id });
    expect(events.find((e) => e.type === 'TicketAssigned')!.data).toMatchObject({ agentId: t.ids.admin, subUserId: adminSub.id, by: adminSub.id });
  });

  it('coupons created and changed', async () => {
    const sub = await createSubUser(t, 'admin', 'coupons@admin.test', 'sub_user_admin');
    const created = await inject(sub.headers, 'POST', '/api/coupon/create', { code: 'SUBUSER10', discountPercent: 10 });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const updated = await inject(sub.headers, 'PUT', '/api/coupon/update/SUBUSER10', { discountPercent: 12 });
    expect(updated.statusCode, updated.body).toBe(200);
    const events = await streamOf('coupon-SUBUSER10');
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['CouponCreated', expect.objectContaining({ actorId: t.ids.admin, subUserId: sub.id })],
      ['CouponUpdated', expect.objectContaining({ actorId: t.ids.admin, subUserId: sub.id, discountPercent: 12 })],
    ]);
  });

  it('pre-order requests', async () => {
    const sub = await createSubUser(t, 'dealer', 'asker@dealer.test', 'sub_user_admin');
    const asked = await inject(sub.headers, 'POST', '/api/files/pre-order', { uploadId: await upload(sub.headers), question: 'Stage 2?' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ dealerId: t.ids.dealer, dealerName: 'Dana Dealer', subUserName: 'Sub sub_user_admin' });
    const [event] = await streamOf(`pre-order-${asked.json().id}`);
    expect(event.data).toMatchObject({ dealerId: t.ids.dealer, subUserId: sub.id });
  });
});
