import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handleCommand } from '../../events/command/handle-command.js';
import { couponStream } from '../../events/coupons/code.js';
import { couponDecider } from '../../events/coupons/decide.js';
import { CouponRefused } from '../../events/coupons/errors.js';
import { couponRedeemEventId, redeemCoupon, releaseCoupon } from '../../api/services/coupons.js';
import { list } from '../support/list-query.js';
import { usePortal } from '../support/use-portal.js';

const { portal, ids, headers } = usePortal(['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support']);
type Who = keyof typeof headers;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => portal.app.inject({ method, url, headers: headers[who], payload });
const create = async (body: object) => {
  const response = await call('POST', '/api/coupon/create', 'admin', { discountPercent: 10, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const validate = (code: string, who: Who = 'dealer') => call('POST', '/api/coupon/validate', who, { code });
const redeem = (code: string, dealer: string, orderId = randomUUID()) =>
  redeemCoupon(portal.services, { code, orderId, dealerId: dealer, actor: { id: dealer, isAdmin: false }, at: new Date() });
/** The code of a refusal, or 'ok'. */
const outcome = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof CouponRefused ? error.code : String(error)));

describe('coupons (admin)', () => {
  it('creates a coupon with a normalised code, lists, sorts, filters and reads it', async () => {
    const created = await create({ code: ' spring-25 ', discountPercent: 25, validUntil: '2099-12-31T23:59:59Z', maxUses: 100, description: 'Spring promotion' });
    expect(created).toMatchObject({
      id: 'SPRING-25', code: 'SPRING-25', discountPercent: 25, validFrom: null, validUntil: '2099-12-31T23:59:59.000Z', maxUses: 100,
      maxUsesPerDealer: null, active: true, description: 'Spring promotion', uses: 0, status: 'active',
    });
    await create({ code: 'WINTER_5', discountPercent: 5, description: 'Winter' });

    const found = await call('GET', `/api/coupon?${list({ filter: { q: 'spring' }, sort: ['discountPercent', 'DESC'], range: [0, 9] })}`, 'admin');
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-range']).toBe('coupon 0-0/1');
    expect(found.json()).toMatchObject([{ code: 'SPRING-25' }]);
    const sorted = await call('GET', `/api/coupon/index?${list({ sort: ['discountPercent', 'ASC'], filter: { id: ['winter_5', 'SPRING-25'] } })}`, 'admin');
    expect(sorted.json().map((c: { code: string }) => c.code)).toEqual(['WINTER_5', 'SPRING-25']);
    expect((await call('GET', `/api/coupon?${list({ sort: ['nope', 'ASC'] })}`, 'admin')).statusCode).toBe(400);

    expect((await call('GET', '/api/coupon/spring-25', 'admin')).json()).toMatchObject({ code: 'SPRING-25' });
    const missing = await call('GET', '/api/coupon/NOPE-1', 'admin');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Coupon not found']);
  });

  it('refuses a discount above 65 % with the spec message, a duplicate code and a reversed validity', async () => {
    const tooHigh = await call('POST', '/api/coupon/create', 'admin', { code: 'TOO-MUCH', discountPercent: 70 });
    expect([tooHigh.statusCode, tooHigh.json().code, tooHigh.json().message]).toEqual([400, 'COUPON_DISCOUNT_TOO_HIGH', 'discountPercent: The discount must be at most 65%']);
    await create({ code: 'ONCE' });
    const twice = await call('POST', '/api/coupon/create', 'admin', { code: 'once', discountPercent: 10 });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'COUPON_EXISTS']);
    const reversed = await call('POST', '/api/coupon/create', 'admin', { code: 'BACKWARDS', discountPercent: 10, validFrom: '2030-01-02T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'COUPON_VALIDITY_REVERSED']);
    const badCode = await call('POST', '/api/coupon/create', 'admin', { code: 'a b', discountPercent: 10 });
    expect([badCode.statusCode, badCode.json().code]).toEqual([400, 'COUPON_CODE_FORMAT']);
  });

  it('updates a coupon, taking the record react-admin sends back but no unknown field', async () => {
    const record = await create({ code: 'EDIT-ME', discountPercent: 15, maxUses: 3 });
    const edited = await call('PUT', '/api/coupon/update/edit-me', 'admin', { ...record, discountPercent: 20, maxUses: null, description: 'Now unlimited' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ code: 'EDIT-ME', discountPercent: 20, maxUses: null, description: 'Now unlimited', active: true });
    const unknown = await call('PUT', '/api/coupon/update/EDIT-ME', 'admin', { discountPercent: 20, bonus: 5 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'bonus: Unknown field bonus']);
    const unknownOnCreate = await call('POST', '/api/coupon/create', 'admin', { code: 'EXTRA', discountPercent: 5, uses: 3 });
    expect([unknownOnCreate.statusCode, unknownOnCreate.json().message]).toEqual([400, 'uses: Unknown field uses']);
    const tooHigh = await call('PUT', '/api/coupon/update/EDIT-ME', 'admin', { discountPercent: 65.5 });
    expect([tooHigh.statusCode, tooHigh.json().message]).toEqual([400, 'discountPercent: The discount must be at most 65%']);
    const missing = await call('PUT', '/api/coupon/update/NOT-THERE', 'admin', { active: false });
    expect(missing.statusCode).toBe(404);
    const events = await portal.services.store.readStream(couponStream('EDIT-ME'));
    expect(events.map((e) => e.type)).toEqual(['CouponCreated', 'CouponUpdated']);
  });

  it('lets only the Admin change coupons; Support views them; those who order validate', async () => {
    await create({ code: 'ROLES-1' });
    expect((await call('POST', '/api/coupon/create', 'dealer', { code: 'MINE', discountPercent: 10 })).statusCode).toBe(403);
    expect((await call('POST', '/api/coupon/create', 'support', { code: 'MINE', discountPercent: 10 })).statusCode).toBe(403);
    expect((await call('PUT', '/api/coupon/update/ROLES-1', 'support', { active: false })).statusCode).toBe(403);
    expect((await call('GET', '/api/coupon', 'support')).statusCode).toBe(200);
    expect((await call('GET', '/api/coupon/ROLES-1', 'support')).statusCode).toBe(200);
    expect((await call('GET', '/api/coupon', 'dealer')).statusCode).toBe(403);
    for (const who of ['admin', 'distributor', 'dealer', 'subdealer'] as const) expect((await validate('roles-1', who)).statusCode).toBe(200);
    for (const who of ['calibrator', 'support'] as const) expect((await validate('ROLES-1', who)).statusCode).toBe(403);
  });
});

describe('coupons: validate and redeem', () => {
  it('validates a usable coupon, and says why another is not', async () => {
    await create({ code: 'GOOD', discountPercent: 12.5, validFrom: '2020-01-01T00:00:00Z', validUntil: '2099-01-01T00:00:00Z' });
    const good = await validate(' good ');
    expect([good.statusCode, good.json()]).toEqual([200, { code: 'GOOD', discountPercent: 12.5, validUntil: '2099-01-01T00:00:00.000Z' }]);

    const unknown = await validate('NO-SUCH-CODE');
    expect([unknown.statusCode, unknown.json().code, unknown.json().message]).toEqual([404, 'COUPON_NOT_FOUND', 'Coupon not found']);
    expect((await validate('!')).statusCode).toBe(404);

    await create({ code: 'EXPIRED', validFrom: '2020-01-01T00:00:00Z', validUntil: '2021-01-01T00:00:00Z' });
    await create({ code: 'LATER', validFrom: '2099-01-01T00:00:00Z' });
    await create({ code: 'OFF', active: false });
    for (const [code, expected] of [['EXPIRED', 'COUPON_EXPIRED'], ['LATER', 'COUPON_NOT_YET_VALID'], ['OFF', 'COUPON_INACTIVE']]) {
      const response = await validate(code);
      expect([code, response.statusCode, response.json().code]).toEqual([code, 422, expected]);
      expect(await outcome(redeem(code, ids.dealer))).toBe(expected);
    }
    expect((await call('GET', '/api/coupon/EXPIRED', 'admin')).json()).toMatchObject({ status: 'expired', uses: 0 });
  });

  it('redeems a coupon with 5 uses exactly 5 times out of 20 concurrent orders', async () => {
    await create({ code: 'FIVE', discountPercent: 20, maxUses: 5 });
    const dealers = [ids.dealer, ids.subdealer, ids.distributor];
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => outcome(redeem('five', dealers[i % 3]))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'COUPON_USED_UP')).toBe(true);
    const events = await portal.services.store.readStream(couponStream('FIVE'));
    expect(events.filter((e) => e.type === 'CouponRedeemed')).toHaveLength(5);
    expect((await call('GET', '/api/coupon/FIVE', 'admin')).json()).toMatchObject({ uses: 5, status: 'used_up' });
    expect((await validate('FIVE')).json().code).toBe('COUPON_USED_UP');
  });

  it('keeps the limit when instances race on the stream (no in-process queue): the expected revision decides', async () => {
    await create({ code: 'RACE', maxUses: 3 });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => {
      const orderId = randomUUID();
      return outcome(handleCommand(portal.services.store, couponStream('RACE'), couponDecider, {
        type: 'RedeemCoupon', code: 'RACE', eventId: couponRedeemEventId('RACE', orderId), actor: { id: ids.dealer, isAdmin: false },
        at: new Date().toISOString(), orderId, dealerId: randomUUID(),
      }));
    }));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'COUPON_USED_UP')).toBe(true);
  });

  it("counts each dealer's uses against the per-dealer limit", async () => {
    await create({ code: 'TWICE-EACH', maxUsesPerDealer: 2 });
    expect([await outcome(redeem('TWICE-EACH', ids.dealer)), await outcome(redeem('TWICE-EACH', ids.dealer))]).toEqual(['ok', 'ok']);
    expect(await outcome(redeem('TWICE-EACH', ids.dealer))).toBe('COUPON_DEALER_LIMIT');
    const mine = await validate('TWICE-EACH');
    expect([mine.statusCode, mine.json().message]).toEqual([422, 'You have already used this coupon as often as it allows']);
    expect((await validate('TWICE-EACH', 'subdealer')).statusCode).toBe(200);
    expect(await outcome(redeem('TWICE-EACH', ids.subdealer))).toBe('ok');
  });

  it('is idempotent by order, and gives a use back when the order is cancelled', async () => {
    await create({ code: 'ONE-USE', discountPercent: 30, maxUses: 1 });
    const orderId = randomUUID();
    const first = await redeem('one-use', ids.dealer, orderId);
    expect(first).toEqual({ code: 'ONE-USE', orderId, dealerId: ids.dealer, discountPercent: 30, replayed: false });
    expect(await redeem('ONE-USE', ids.dealer, orderId)).toMatchObject({ discountPercent: 30, replayed: true });
    expect(await outcome(redeem('ONE-USE', ids.subdealer))).toBe('COUPON_USED_UP');

    const admin = { id: ids.admin, isAdmin: true };
    expect(await releaseCoupon(portal.services, { code: 'ONE-USE', orderId, actor: admin, at: new Date() })).toEqual({ code: 'ONE-USE', orderId, released: true });
    expect(await releaseCoupon(portal.services, { code: 'ONE-USE', orderId, actor: admin, at: new Date() })).toMatchObject({ released: false });
    expect(await releaseCoupon(portal.services, { code: 'ONE-USE', orderId: randomUUID(), actor: admin, at: new Date() })).toMatchObject({ released: false });
    expect((await call('GET', '/api/coupon/ONE-USE', 'admin')).json()).toMatchObject({ uses: 0, status: 'active' });
    expect(await outcome(redeem('ONE-USE', ids.dealer, orderId))).toBe('COUPON_RELEASED_FOR_ORDER');
    expect(await outcome(redeem('ONE-USE', ids.subdealer))).toBe('ok');

    const rows = await portal.services.db.selectFrom('coupon_redemptions').selectAll().where('code', '=', 'ONE-USE').orderBy('redeemed_at').execute();
    expect(rows.map((r) => [r.dealer_id, r.released_at !== null])).toEqual([[ids.dealer, true], [ids.subdealer, false]]);
  });

  it('refuses a coupon deactivated by the admin, and serves it again once active', async () => {
    await create({ code: 'PAUSED' });
    expect((await call('PUT', '/api/coupon/update/PAUSED', 'admin', { active: false })).json()).toMatchObject({ active: false, status: 'inactive' });
    expect(await outcome(redeem('PAUSED', ids.dealer))).toBe('COUPON_INACTIVE');
    await call('PUT', '/api/coupon/update/PAUSED', 'admin', { active: true });
    expect(await outcome(redeem('PAUSED', ids.dealer))).toBe('ok');
  });
});
