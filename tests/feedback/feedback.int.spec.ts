import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDefaults } from '../../events/subUsers/permissions.js';
import { feedbackProjection } from '../../projections/feedback/projection.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { expectRebuiltEqualToLive } from '../projections/support.js';
import { moveOrderTo, placeOrder } from '../softwareOrders/support.js';
import { createSubUser } from '../subUsers/support.js';

// Feedback (issue 14) on a real PostgreSQL: a dealer rates its completed order once (a second is a
// 409) and the service; another account's order is a 404; Admin and Support list, filter and sort it.

let t: CreditPortal;
let completed: { orderId: string; number: number };
let open: { orderId: string };

beforeAll(async () => {
  t = await creditPortal();
  const admin = t.portal.auth(t.tokens.admin);
  completed = await placeOrder(t.portal, { dealerId: t.ids.dealer, admin });
  await moveOrderTo(t.portal, completed.orderId, 'In Process', t.ids.admin);
  await moveOrderTo(t.portal, completed.orderId, 'Completed', t.ids.admin);
  open = await placeOrder(t.portal, { dealerId: t.ids.dealer, admin });
});
afterAll(async () => t?.close());

describe('feedback', () => {
  it('the order page says the dealer may rate its completed order', async () => {
    expect((await t.get('dealer', `/api/feedback/order/${completed.orderId}`)).json()).toEqual({ feedback: null, canGive: true });
    expect((await t.get('dealer', `/api/feedback/order/${open.orderId}`)).json()).toEqual({ feedback: null, canGive: false });
    expect((await t.get('subdealer', `/api/feedback/order/${completed.orderId}`)).json()).toMatchObject({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
  });

  it('a dealer rates its completed order once; a second answers 409', async () => {
    const given = await t.post('dealer', '/api/feedback/create', { kind: 'order', orderId: completed.orderId, rating: 4, comment: ' Quick and clean tune ' });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ kind: 'order', orderId: completed.orderId, orderNumber: completed.number, dealerId: t.ids.dealer, rating: 4, comment: 'Quick and clean tune' });
    const again = await t.post('dealer', '/api/feedback/create', { kind: 'order', orderId: completed.orderId, rating: 1, comment: 'Changed my mind' });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'FEEDBACK_EXISTS', message: 'This order already has your feedback: an order is rated once' });
    expect((await t.get('dealer', `/api/feedback/order/${completed.orderId}`)).json()).toMatchObject({ canGive: false, feedback: { rating: 4 } });
  });

  it('refuses another dealer’s order (404), an order not completed (409), bad ratings and unknown fields (400), staff (403)', async () => {
    const body = { kind: 'order', orderId: completed.orderId, rating: 5, comment: 'Great' };
    expect((await t.post('subdealer', '/api/feedback/create', body)).json()).toMatchObject({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
    expect((await t.post('distributor', '/api/feedback/create', body)).json()).toMatchObject({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
    expect((await t.post('dealer', '/api/feedback/create', { ...body, orderId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.post('dealer', '/api/feedback/create', { ...body, orderId: open.orderId })).json()).toMatchObject({ statusCode: 409, code: 'FEEDBACK_ORDER_NOT_COMPLETED' });
    for (const rating of [0, 6, 3.5]) expect((await t.post('dealer', '/api/feedback/create', { ...body, rating })).statusCode).toBe(400);
    expect((await t.post('dealer', '/api/feedback/create', { ...body, stars: 5 })).statusCode).toBe(400);
    expect((await t.post('dealer', '/api/feedback/create', { kind: 'order', rating: 5, comment: 'x' })).json()).toMatchObject({ statusCode: 400, code: 'FEEDBACK_ORDER_REQUIRED' });
    expect((await t.post('dealer', '/api/feedback/create', { ...body, kind: 'service' })).json()).toMatchObject({ statusCode: 400, code: 'FEEDBACK_ORDER_NOT_ALLOWED' });
    expect((await t.post('dealer', '/api/feedback/create', { kind: 'service', rating: 5, comment: '  ' })).json()).toMatchObject({ statusCode: 400, code: 'FEEDBACK_COMMENT_REQUIRED' });
    for (const who of ['admin', 'support', 'calibrator'] as const) expect((await t.post(who, '/api/feedback/create', { kind: 'service', rating: 5, comment: 'x' })).statusCode).toBe(403);
  });

  it('dealers rate the service; a sub-user with feedbacks off is refused', async () => {
    expect((await t.post('subdealer', '/api/feedback/create', { kind: 'service', rating: 2, comment: 'Slow answers on weekends' })).statusCode).toBe(201);
    expect((await t.post('distributor', '/api/feedback/create', { kind: 'service', rating: 5, comment: 'Excellent' })).statusCode).toBe(201);
    const off = await createSubUser(t, 'dealer', 'no-feedback@dealer.test', 'sub_user_admin', withDefaults('sub_user_admin', { feedbacks: { status: false } }));
    const refused = await t.portal.app.inject({ method: 'POST', url: '/api/feedback/create', headers: off.headers, payload: { kind: 'service', rating: 3, comment: 'ok' } });
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'SUB_USER_NOT_ALLOWED' });
  });

  it('Admin and Support list the feedback: paginated, newest first, filtered by rating and kind, sorted by rating', async () => {
    for (const who of ['dealer', 'calibrator'] as const) expect((await t.get(who, '/api/feedback/index')).statusCode).toBe(403);
    const list = (filter: object, sort = '["createdAt","DESC"]', range = '[0,24]') =>
      t.get('support', `/api/feedback/index?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(sort)}&range=${encodeURIComponent(range)}`);
    const all = await list({});
    expect(all.headers['content-range']).toBe('feedback 0-2/3');
    expect(all.json().map((f: { rating: number }) => f.rating)).toEqual([5, 2, 4]);
    expect(all.json()[2]).toMatchObject({ kind: 'order', orderNumber: completed.number, dealerName: 'Dana Dealer' });
    expect((await list({}, '["createdAt","DESC"]', '[1,1]')).headers['content-range']).toBe('feedback 1-1/3');
    expect((await list({ rating: 2 })).json().map((f: { comment: string }) => f.comment)).toEqual(['Slow answers on weekends']);
    expect((await list({ kind: 'order' })).json()).toHaveLength(1);
    expect((await list({}, '["rating","ASC"]')).json().map((f: { rating: number }) => f.rating)).toEqual([2, 4, 5]);
    expect((await list({ rating: 9 })).statusCode).toBe(400);
    expect((await list({ kind: 'bogus' })).statusCode).toBe(400);
    expect((await t.get('admin', '/api/feedback/index')).statusCode).toBe(200);
  });

  it('is rebuilt equal to the live read model, row for row', async () => {
    await expectRebuiltEqualToLive(t.portal.services, feedbackProjection);
  });
});
