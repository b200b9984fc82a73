import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import type { Actor } from '../credit/commands.js';
import type { CouponCommand } from './commands.js';
import { couponDecider } from './decide.js';
import type { CouponEvent, CouponTerms } from './events.js';
import { couponProblem, initialCoupon } from './state.js';

const spec = deciderSpec(couponDecider);
const at = '2026-11-24T10:00:00.000Z';
const admin: Actor = { id: 'admin', isAdmin: true };
const dealer: Actor = { id: 'dealer', isAdmin: false };

const terms = (extra: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'SPRING-25', discountPercent: 25, validFrom: '2026-11-01T00:00:00.000Z', validUntil: '2026-12-31T23:59:59.000Z',
  maxUses: 3, maxUsesPerDealer: 2, active: true, description: 'Spring promotion', ...extra,
});
const created = (extra: Partial<CouponTerms> = {}): CouponEvent => ({ id: 'c1', type: 'CouponCreated', data: { ...terms(extra), actorId: 'admin', at } });
const redeemed = (orderId: string, dealerId = 'dealer', discountPercent = 25, when = at): CouponEvent => ({
  id: `r-${orderId}`, type: 'CouponRedeemed', data: { code: 'SPRING-25', orderId, dealerId, discountPercent, actorId: dealerId, at: when },
});
const released = (orderId: string): CouponEvent => ({ id: `x-${orderId}`, type: 'CouponReleased', data: { code: 'SPRING-25', orderId, actorId: 'admin', at } });

const state = (events: CouponEvent[]) => events.reduce(couponDecider.evolve, initialCoupon());

/** A CouponRefused with these fields (status, code, params, the English text). */
const refused = (expected: { statusCode?: number; code?: string; message?: string; params?: object }) => (error: unknown) => expect(error).toMatchObject(expected);

const create = (extra: Partial<Extract<CouponCommand, { type: 'CreateCoupon' }>> = {}): CouponCommand => {
  const { code: _code, ...rest } = terms();
  return { type: 'CreateCoupon', code: 'SPRING-25', eventId: 'c1', actor: admin, at, ...rest, ...extra };
};
const update = (changes: Extract<CouponCommand, { type: 'UpdateCoupon' }>['changes']): CouponCommand =>
  ({ type: 'UpdateCoupon', code: 'SPRING-25', eventId: 'u1', actor: admin, at, changes });
const redeem = (orderId: string, dealerId = 'dealer', when = at): CouponCommand =>
  ({ type: 'RedeemCoupon', code: 'SPRING-25', eventId: `r-${orderId}`, actor: { ...dealer, id: dealerId }, at: when, orderId, dealerId });
const release = (orderId: string): CouponCommand => ({ type: 'ReleaseCoupon', code: 'SPRING-25', eventId: `x-${orderId}`, actor: admin, at, orderId });

describe('coupon: create', () => {
  it('records the terms, the description trimmed', () => spec.given([]).when(create({ description: '  Spring promotion ' })).then([created()]));
  it('takes unlimited uses and an open validity', () =>
    spec.given([]).when(create({ maxUses: null, maxUsesPerDealer: null, validFrom: null, validUntil: null, description: ' ' })).then([
      created({ maxUses: null, maxUsesPerDealer: null, validFrom: null, validUntil: null, description: null }),
    ]));
  it('refuses a discount above 65 % with the spec message', () =>
    spec.given([]).when(create({ discountPercent: 70 })).thenThrows(refused({ statusCode: 400, code: 'COUPON_DISCOUNT_TOO_HIGH', message: 'discountPercent: The discount must be at most 65%' })));
  it('takes exactly 65 % and 2 decimals', () => {
    spec.given([]).when(create({ discountPercent: 65 })).then([created({ discountPercent: 65 })]);
    spec.given([]).when(create({ discountPercent: 12.5 })).then([created({ discountPercent: 12.5 })]);
  });
  it('refuses a discount of 0, below 0 or with more than 2 decimals', () => {
    for (const discountPercent of [0, -5, 10.005, Number.NaN]) {
      spec.given([]).when(create({ discountPercent })).thenThrows(refused({ statusCode: 400, code: 'COUPON_DISCOUNT_INVALID' }));
    }
  });
  it('refuses a validity that does not end after it starts', () => {
    spec.given([]).when(create({ validUntil: '2026-11-01T00:00:00.000Z' })).thenThrows(refused({ statusCode: 400, code: 'COUPON_VALIDITY_REVERSED' }));
    spec.given([]).when(create({ validUntil: '2026-10-01T00:00:00.000Z' })).thenThrows(refused({ message: 'validUntil: The end of the validity must be after its start' }));
  });
  it('refuses dates a read model cannot keep', () => {
    spec.given([]).when(create({ validFrom: '0000-01-01T00:00:00.000Z' })).thenThrows(refused({ statusCode: 400, code: 'COUPON_DATE_INVALID', params: { field: 'validFrom' } }));
    spec.given([]).when(create({ validUntil: 'soon' })).thenThrows(refused({ code: 'COUPON_DATE_INVALID', params: { field: 'validUntil' } }));
  });
  it('refuses limits below 1 or not whole', () => {
    spec.given([]).when(create({ maxUses: 0 })).thenThrows(refused({ statusCode: 400, code: 'COUPON_USES_INVALID', params: { field: 'maxUses' } }));
    spec.given([]).when(create({ maxUsesPerDealer: 1.5 })).thenThrows(refused({ statusCode: 400, params: { field: 'maxUsesPerDealer' } }));
    spec.given([]).when(create({ maxUses: 1_000_001 })).thenThrows(refused({ message: 'maxUses: The number of uses must be a whole number from 1 to 1000000, or empty for unlimited' }));
  });
  it('refuses a malformed code and an existing one', () => {
    spec.given([]).when(create({ code: 'AB' })).thenThrows(refused({ statusCode: 400, code: 'COUPON_CODE_FORMAT', message: 'code: The code must have 3 to 30 letters, digits, hyphens or underscores' }));
    spec.given([]).when(create({ code: 'SPRING 25' })).thenThrows(refused({ code: 'COUPON_CODE_FORMAT' }));
    spec.given([created()]).when(create()).thenThrows(refused({ statusCode: 409, message: 'code: A coupon with this code already exists' }));
  });
});

describe('coupon: update', () => {
  it('records all the terms again, changed fields over the old ones', () =>
    spec.given([created()]).when(update({ discountPercent: 30, active: false })).then([
      { id: 'u1', type: 'CouponUpdated', data: { ...terms({ discountPercent: 30, active: false }), actorId: 'admin', at } },
    ]));
  it('records nothing when nothing changes', () => spec.given([created()]).when(update({ discountPercent: 25, description: 'Spring promotion' })).then([]));
  it('checks the merged terms: 65 %, the validity, the limits', () => {
    spec.given([created()]).when(update({ discountPercent: 70 })).thenThrows(refused({ code: 'COUPON_DISCOUNT_TOO_HIGH' }));
    spec.given([created()]).when(update({ validFrom: '2027-01-01T00:00:00.000Z' })).thenThrows(refused({ code: 'COUPON_VALIDITY_REVERSED' }));
    spec.given([created()]).when(update({ maxUses: -1 })).thenThrows(refused({ code: 'COUPON_USES_INVALID' }));
  });
  it('refuses an unknown coupon: Coupon not found', () => spec.given([]).when(update({ active: false })).thenThrows(refused({ statusCode: 404, message: 'Coupon not found' })));
});

describe('coupon: redeem', () => {
  it('counts a use of the order and the dealer, with the percent it got', () => spec.given([created()]).when(redeem('o1')).then([redeemed('o1')]));
  it('is idempotent per order: a second redeem records nothing', () => spec.given([created(), redeemed('o1')]).when(redeem('o1')).then([]));
  it('refuses an unknown coupon', () => spec.given([]).when(redeem('o1')).thenThrows(refused({ statusCode: 404, code: 'COUPON_NOT_FOUND' })));
  it('refuses an inactive coupon', () =>
    spec.given([created({ active: false })]).when(redeem('o1')).thenThrows(refused({ statusCode: 422, code: 'COUPON_INACTIVE', message: 'This coupon is not active' })));
  it('refuses before validFrom and after validUntil, and takes both ends', () => {
    spec.given([created()]).when(redeem('o1', 'dealer', '2026-10-31T23:59:59.999Z')).thenThrows(refused({ statusCode: 422, code: 'COUPON_NOT_YET_VALID' }));
    spec.given([created()]).when(redeem('o1', 'dealer', '2027-01-01T00:00:00.000Z')).thenThrows(refused({ statusCode: 422, code: 'COUPON_EXPIRED', message: 'This coupon has expired' }));
    spec.given([created()]).when(redeem('o1', 'dealer', '2026-11-01T00:00:00.000Z')).then([redeemed('o1', 'dealer', 25, '2026-11-01T00:00:00.000Z')]);
    spec.given([created()]).when(redeem('o1', 'dealer', '2026-12-31T23:59:59.000Z')).then([redeemed('o1', 'dealer', 25, '2026-12-31T23:59:59.000Z')]);
  });
  it('refuses a coupon used up', () =>
    spec.given([created(), redeemed('o1', 'a'), redeemed('o2', 'b'), redeemed('o3', 'c')]).when(redeem('o4', 'd'))
      .thenThrows(refused({ statusCode: 422, code: 'COUPON_USED_UP', message: 'This coupon has been used up' })));
  it("refuses a dealer who used it as often as allowed, not the others", () => {
    spec.given([created(), redeemed('o1'), redeemed('o2')]).when(redeem('o3')).thenThrows(refused({ statusCode: 422, code: 'COUPON_DEALER_LIMIT' }));
    spec.given([created(), redeemed('o1'), redeemed('o2')]).when(redeem('o3', 'other')).then([redeemed('o3', 'other')]);
  });
  it('counts unlimited coupons without end', () => {
    const many = Array.from({ length: 50 }, (_, i) => redeemed(`o${i}`));
    spec.given([created({ maxUses: null, maxUsesPerDealer: null }), ...many]).when(redeem('o-last')).then([redeemed('o-last')]);
  });
  it('gives a released use back: the limit allows another order', () => {
    const full = [created(), redeemed('o1', 'a'), redeemed('o2', 'b'), redeemed('o3', 'c')];
    spec.given([...full, released('o2')]).when(redeem('o4', 'd')).then([redeemed('o4', 'd')]);
    spec.given([created(), redeemed('o1'), redeemed('o2'), released('o1')]).when(redeem('o3')).then([redeemed('o3')]);
  });
  it('refuses an order that gave its use back', () =>
    spec.given([created(), redeemed('o1'), released('o1')]).when(redeem('o1')).thenThrows(refused({ statusCode: 409, code: 'COUPON_RELEASED_FOR_ORDER' })));
  it('records the percent of the moment: a later change does not alter it', () =>
    spec.given([created(), { id: 'u', type: 'CouponUpdated', data: { ...terms({ discountPercent: 40 }), actorId: 'admin', at } }]).when(redeem('o1')).then([redeemed('o1', 'dealer', 40)]));
});

describe('coupon: release', () => {
  it("gives the order's use back once", () => {
    spec.given([created(), redeemed('o1')]).when(release('o1')).then([released('o1')]);
    spec.given([created(), redeemed('o1'), released('o1')]).when(release('o1')).then([]);
  });
  it('does nothing for an order that never used the coupon', () => spec.given([created()]).when(release('o9')).then([]));
  it('refuses an unknown coupon', () => spec.given([]).when(release('o1')).thenThrows(refused({ statusCode: 404 })));
  it('releases even when the coupon is inactive or expired since', () =>
    spec.given([created(), redeemed('o1'), { id: 'u', type: 'CouponUpdated', data: { ...terms({ active: false }), actorId: 'admin', at } }]).when(release('o1')).then([released('o1')]));
});

describe('couponProblem (validation)', () => {
  it('answers null for a usable coupon and the reason otherwise', () => {
    expect(couponProblem(state([created()]), { now: at, dealerId: 'dealer' })).toBeNull();
    expect(couponProblem(state([]), { now: at, dealerId: 'dealer' })?.code).toBe('COUPON_NOT_FOUND');
    expect(couponProblem(state([created({ active: false })]), { now: at, dealerId: 'dealer' })?.code).toBe('COUPON_INACTIVE');
    expect(couponProblem(state([created()]), { now: '2027-01-01T00:00:00Z', dealerId: 'dealer' })?.code).toBe('COUPON_EXPIRED');
    expect(couponProblem(state([created(), redeemed('o1'), redeemed('o2')]), { now: at, dealerId: 'dealer' })?.code).toBe('COUPON_DEALER_LIMIT');
    expect(couponProblem(state([created(), redeemed('o1'), redeemed('o2')]), { now: at, dealerId: 'other' })).toBeNull();
  });
  it('reads facts from a read model too (no orders needed)', () =>
    expect(couponProblem({ terms: terms(), uses: 3, dealerUses: {} }, { now: at, dealerId: 'x' })?.code).toBe('COUPON_USED_UP'));
  it('never takes a prototype key for a dealer', () =>
    expect(couponProblem({ terms: terms({ maxUsesPerDealer: 1 }), uses: 0, dealerUses: {} }, { now: at, dealerId: 'constructor' })).toBeNull());
});
