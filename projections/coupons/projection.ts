import { sql, type Transaction } from 'kysely';
import { COUPON_EVENT_TYPES, type CouponEvent, type CouponTerms } from '../../events/coupons/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Database } from '../../database/schema.js';
import type { Projection } from '../runner/projection.js';
import { unreachable } from '../../events/unreachable.js';

// Folds the coupon streams into one row per coupon (its terms and the uses that count) and one row
// per order that used a coupon. The runner folds each event exactly once, so uses are counted
// by increments; every value comes from the events, so a rebuild gives the same rows.

const isCouponEvent = eventOfTypes<CouponEvent>(COUPON_EVENT_TYPES);

const termsColumns = (t: CouponTerms) => ({
  discount_percent: t.discountPercent,
  valid_from: t.validFrom === null ? null : new Date(t.validFrom),
  valid_until: t.validUntil === null ? null : new Date(t.validUntil),
  max_uses: t.maxUses,
  max_uses_per_dealer: t.maxUsesPerDealer,
  active: t.active,
  description: t.description,
});

const fold = async (trx: Transaction<Database>, event: CouponEvent) => {
  switch (event.type) {
    case 'CouponCreated': {
      const d = event.data;
      await trx.insertInto('coupons').values({
        code: d.code, ...termsColumns(d), created_by: d.actorId, updated_by: d.actorId, created_at: new Date(d.at), updated_at: new Date(d.at),
      }).onConflict((oc) => oc.column('code').doNothing()).execute();
      return;
    }
    case 'CouponUpdated': {
      const d = event.data;
      await trx.updateTable('coupons').set({ ...termsColumns(d), updated_by: d.actorId, updated_at: new Date(d.at) }).where('code', '=', d.code).execute();
      return;
    }
    case 'CouponRedeemed': {
      const d = event.data;
      await trx.insertInto('coupon_redemptions').values({
        code: d.code, order_id: d.orderId, dealer_id: d.dealerId, discount_percent: d.discountPercent, redeemed_at: new Date(d.at),
      }).execute();
      await trx.updateTable('coupons').set({ uses: sql`uses + 1` }).where('code', '=', d.code).execute();
      return;
    }
    case 'CouponReleased': {
      const d = event.data;
      await trx.updateTable('coupon_redemptions').set({ released_at: new Date(d.at) }).where('code', '=', d.code).where('order_id', '=', d.orderId).execute();
      await trx.updateTable('coupons').set({ uses: sql`uses - 1` }).where('code', '=', d.code).execute();
      return;
    }
    default:
      return unreachable('coupon event', event);
  }
};

export const couponsProjection: Projection = {
  name: 'coupons',
  handles: COUPON_EVENT_TYPES,
  tables: ['coupons', 'coupon_redemptions'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isCouponEvent(event)) await fold(trx, event);
  },
};
