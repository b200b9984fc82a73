import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { escapeLike, type Page } from '../../database/query-helpers.js';
import type { CouponTerms } from '../../events/coupons/events.js';
import type { CouponFacts } from '../../events/coupons/state.js';
import type { CouponRow } from './table.js';

// The coupon list (simple-rest) and what validation reads: a coupon's row and one dealer's uses.

export const COUPON_SORTABLE = ['code', 'discount_percent', 'valid_from', 'valid_until', 'uses', 'active', 'created_at', 'updated_at'] as const;
export type CouponSort = (typeof COUPON_SORTABLE)[number];

export type CouponFilter = {
  /** Part of the code or of the description. A few hundred coupons: a scan, no trigram index. */
  q?: string;
  active?: boolean;
  codes?: string[];
};

const filtered = (db: Kysely<Database>, f: CouponFilter) => {
  let query = db.selectFrom('coupons').selectAll();
  if (f.active !== undefined) query = query.where('active', '=', f.active);
  if (f.codes) query = query.where('code', 'in', f.codes.length ? f.codes : ['']);
  if (f.q) {
    const pattern = escapeLike(f.q);
    query = query.where((eb) => eb.or([eb('code', 'ilike', pattern), eb('description', 'ilike', pattern)]));
  }
  return query;
};

export const listCoupons = async (
  db: Kysely<Database>, filter: CouponFilter, page: Page<CouponSort>,
): Promise<{ rows: CouponRow[]; total: number }> => {
  const [rows, count] = await Promise.all([
    filtered(db, filter).orderBy(page.sort.field, page.sort.order).orderBy('code').offset(page.offset).limit(page.limit).execute(),
    filtered(db, filter).clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findCoupon = async (db: Kysely<Database>, code: string): Promise<CouponRow | null> =>
  (await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst()) ?? null;

/** The uses of `code` by `dealerId` that count (not given back). */
export const dealerUses = async (db: Kysely<Database>, code: string, dealerId: string): Promise<number> => {
  const row = await db.selectFrom('coupon_redemptions').select((eb) => eb.fn.countAll<string>().as('uses'))
    .where('code', '=', code).where('dealer_id', '=', dealerId).where('released_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.uses);
};

export const couponTerms = (row: CouponRow): CouponTerms => ({
  code: row.code,
  discountPercent: Number(row.discount_percent),
  validFrom: row.valid_from?.toISOString() ?? null,
  validUntil: row.valid_until?.toISOString() ?? null,
  maxUses: row.max_uses,
  maxUsesPerDealer: row.max_uses_per_dealer,
  active: row.active,
  description: row.description,
});

/** What couponProblem needs, from the read model: the row and one dealer's uses. */
export const couponFacts = async (db: Kysely<Database>, code: string, dealerId: string): Promise<CouponFacts & { row: CouponRow | null }> => {
  const row = await findCoupon(db, code);
  if (!row) return { row, terms: null, uses: 0, dealerUses: {} };
  return { row, terms: couponTerms(row), uses: row.uses, dealerUses: { [dealerId]: await dealerUses(db, code, dealerId) } };
};
