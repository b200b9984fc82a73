import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CREDIT_DELIVERY_CHECKPOINT } from '../../api/routes/creditOrders/reactor.js';
import { comparePositions } from '../../events/store/port.js';
import { projections } from '../../projections/index.js';
import { readCheckpoint } from '../../projections/runner/checkpoints.js';
import { createProjectionRunner, rebuildProjection } from '../../projections/runner/runner.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { eventually, killLockConnections, prng, tableRows } from './support.js';
import { redeemCoupon, releaseCoupon } from '../../api/services/coupons.js';
import { CouponRefused } from '../../events/coupons/errors.js';
import { DEMO_PASSWORD } from '../../scripts/lib/demo-data.js';

// A seeded random run of the portal through HTTP (transfers, deductions, allowances, credit orders
// with offers, part payments, confirmations and cancellations, sign-ins, coupons created, changed,
// redeemed by orders and given back) with a second instance's
// runner beside the portal's, and every lock connection killed halfway. Afterwards a rebuild of
// every read model from the events must equal the live one row for row: nothing folded twice,
// nothing lost, nothing that depends on the batch or on the wall clock.

const SEED = Number(process.env.REBUILD_SEED ?? 20261124);
const OPERATIONS = 160;
const WAVE = 4;
type Who = 'admin' | 'distributor' | 'dealer' | 'subdealer';
type Order = { id: string; seller: Who; buyer: Who };
const COUPONS = ['REBUILD-1', 'REBUILD-2', 'REBUILD-3'];
/** A coupon refusal (used up, inactive...) is an answer like a refused transfer; anything else fails the run. */
const refusedIsFine = (error: unknown) => {
  if (!(error instanceof CouponRefused)) throw error;
};

const randomRun = async (t: CreditPortal, random: () => number, count: number, orders: Order[]) => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  // Software orders that use coupons: a few ids, so orders redeem again (replayed) and give back.
  const couponOrders = Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const amount = () => 1 + Math.floor(random() * 40);
  /** `caller` places (the buyer) or offers (the seller) an order of `buyer` from `seller`. */
  const place = async (caller: Who, order: Omit<Order, 'id'>, path: string, body: object = {}) => {
    const response = await t.post(caller, path, { ...body, credits: amount(), paymentMethod: 'bank_transfer' });
    if (response.statusCode === 200) orders.push({ id: response.json().id, ...order });
    return response;
  };
  const operations = [
    () => t.post('admin', '/api/credit/transfer', { to: t.ids[pick(['distributor', 'dealer', 'subdealer'] as const)], amount: amount() }),
    () => t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: amount() }),
    () => t.post('admin', '/api/credit/deduced', { from: t.ids[pick(['distributor', 'dealer'] as const)], amount: amount(), reason: 'correction' }),
    () => t.post('admin', '/api/credit/order-without-balance', { userId: t.ids.dealer, allowed: random() < 0.5, limit: null }),
    () => place('distributor', { buyer: 'distributor', seller: 'admin' }, '/api/credit-order'),
    () => place('dealer', { buyer: 'dealer', seller: 'distributor' }, '/api/credit-order'),
    () => place('distributor', { buyer: 'dealer', seller: 'distributor' }, '/api/credit-order/offer', { buyerId: t.ids.dealer }),
    async () => {
      const order = orders.length ? pick(orders) : null;
      if (!order) return;
      await t.post(order.buyer, `/api/credit-order/accept-offer/${order.id}`);
      const part = random() < 0.4 ? { amount: 1 + Math.floor(random() * 5) } : {};
      await t.post(order.seller, `/api/credit-order/confirm-payment/${order.id}`, part);
    },
    async () => {
      const order = orders.length ? pick(orders) : null;
      if (order) await t.post(random() < 0.5 ? order.seller : order.buyer, `/api/credit-order/cancel/${order.id}`);
    },
    // A sign-in; past the per-account limit (10 a minute) some draws get a 429, an answer like any refusal.
    () => t.portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: `${pick(['dealer', 'distributor', 'subdealer'] as const)}@demo.test`, password: DEMO_PASSWORD } }),
    () => t.post('admin', '/api/coupon/create', { code: pick(COUPONS), discountPercent: amount(), maxUses: 1 + Math.floor(random() * 6), maxUsesPerDealer: random() < 0.5 ? null : 2 }),
    () => t.put('admin', `/api/coupon/update/${pick(COUPONS)}`, { discountPercent: 1 + Math.floor(random() * 65), active: random() < 0.8 }),
    () => {
      const dealer = pick(['dealer', 'distributor', 'subdealer'] as const);
      const orderId = pick(couponOrders);
      return redeemCoupon(t.portal.services, { code: pick(COUPONS), orderId, dealerId: t.ids[dealer], actor: { id: t.ids[dealer], isAdmin: false }, at: new Date() }).catch(refusedIsFine);
    },
    () => releaseCoupon(t.portal.services, { code: pick(COUPONS), orderId: pick(couponOrders), actor: { id: t.ids.admin, isAdmin: true }, at: new Date() }).catch(refusedIsFine),
  ];
  for (let i = 0; i < count; i += WAVE) {
    const wave = Array.from({ length: Math.min(WAVE, count - i) }, () => pick(operations));
    for (const result of await Promise.allSettled(wave.map((operation) => operation()))) {
      if (result.status === 'rejected') throw result.reason;
      const response = result.value as { statusCode?: number; body?: string } | undefined;
      // Refusals (Insufficient funds, a cancelled order) are expected; a server error never is.
      if (response?.statusCode !== undefined) expect(response.statusCode, response.body).toBeLessThan(500);
    }
  }
};

const snapshot = async (t: CreditPortal) => {
  const tables = projections.flatMap((p) => p.tables.map((table) => [p.name, table] as const));
  return Object.fromEntries(await Promise.all(tables.map(async ([name, table]) => [`${name}.${table}`, await tableRows(t.portal.services.pool, table)])));
};

describe('every read model after a random run with a killed lock connection', () => {
  it('is rebuilt equal to the live one, row for row', async () => {
    const t = await creditPortal();
    const { store, db, pool } = t.portal.services;
    const second = createProjectionRunner({ store, db, pool, projections, log: () => undefined });
    const random = prng(SEED);
    const orders: Order[] = [];
    try {
      await second.start();
      await t.fund('distributor', 500);
      // Every read model has rows whatever the draw: one coupon, used once.
      expect((await t.post('admin', '/api/coupon/create', { code: COUPONS[0], discountPercent: 10 })).statusCode).toBe(201);
      await redeemCoupon(t.portal.services, { code: COUPONS[0], orderId: randomUUID(), dealerId: t.ids.dealer, actor: { id: t.ids.dealer, isAdmin: false }, at: new Date() });
      await randomRun(t, random, OPERATIONS / 2, orders);
      expect(await killLockConnections(pool)).not.toHaveLength(0);
      await randomRun(t, random, OPERATIONS / 2, orders);

      const head = await store.headPosition();
      expect(await t.portal.services.runner.waitFor(head, 30_000)).toBe(true);
      expect(await second.waitFor(head, 30_000)).toBe(true);
      // The delivery reactor has caught up too, so nothing is appended while we compare.
      await eventually(async () => comparePositions(await readCheckpoint(db, CREDIT_DELIVERY_CHECKPOINT), head) >= 0, 'the delivery reactor');
      await Promise.all([t.portal.services.runner.stop(), second.stop()]);
      expect(orders.length).toBeGreaterThan(5);

      const live = await snapshot(t);
      for (const projection of projections) await rebuildProjection({ store, db, pool, projection });
      expect(await store.headPosition()).toEqual(head);
      const rebuilt = await snapshot(t);
      for (const key of Object.keys(live)) expect(rebuilt[key], key).toEqual(live[key]);
      expect(Object.values(live).every((rows) => (rows as unknown[]).length > 0)).toBe(true);
    } finally {
      await second.stop();
      await t.close();
    }
  }, 120_000);
});
