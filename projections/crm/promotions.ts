import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { PromotionOffer } from '../../events/promotions/apply.js';
import { PROMOTION_PRODUCTS, type PromotionProduct } from '../../events/promotions/events.js';
import type { CrmPromotionRow } from './table.js';

// What the price routes read: the promotions valid at `now` for a product and a buyer (its id or
// its country). The pure choice among them is events/promotions/apply.ts.

export const toPromotionOffer = (row: CrmPromotionRow): PromotionOffer => ({
  promotionId: row.promotion_id,
  title: { en: row.title_en, es: row.title_es },
  discountPercent: Number(row.discount_percent),
  products: row.products.filter((p): p is PromotionProduct => (PROMOTION_PRODUCTS as readonly string[]).includes(p)),
  userIds: row.user_ids,
  countryIds: row.country_ids,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
});

export const promotionsFor = async (
  db: Kysely<Database>, product: PromotionProduct, buyer: { userId: string; countryId: string | null }, now: Date,
): Promise<PromotionOffer[]> => {
  const rows = await db.selectFrom('crm_promotions').selectAll()
    .where('starts_at', '<=', now).where('ends_at', '>=', now)
    .where(sql<boolean>`${product} = ANY(products)`)
    .where((eb) => eb.or([
      eb(sql`${buyer.userId}`, '=', eb.fn.any('user_ids')),
      ...(buyer.countryId ? [eb(sql`${buyer.countryId.toUpperCase()}`, '=', eb.fn.any('country_ids'))] : []),
    ]))
    .execute();
  return rows.map(toPromotionOffer);
};

export type DealStatus = 'scheduled' | 'active' | 'ended';
export const dealStatus = (row: Pick<CrmPromotionRow, 'starts_at' | 'ends_at'>, now: Date): DealStatus =>
  now < row.starts_at ? 'scheduled' : now > row.ends_at ? 'ended' : 'active';

/** A page of the promotions by creation (newest first unless `order` is asc), and how many there are. */
export const promotionsPage = async (db: Kysely<Database>, page: { offset: number; limit: number; sort: { order: 'asc' | 'desc' } }) => {
  const [rows, count] = await Promise.all([
    db.selectFrom('crm_promotions').selectAll().orderBy('created_at', page.sort.order).orderBy('promotion_id', page.sort.order).offset(page.offset).limit(page.limit).execute(),
    db.selectFrom('crm_promotions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

export const findPromotion = (db: Kysely<Database>, promotionId: string) =>
  db.selectFrom('crm_promotions').selectAll().where('promotion_id', '=', promotionId).executeTakeFirst();
