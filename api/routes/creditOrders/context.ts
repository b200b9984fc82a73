import { problem } from '../../../events/problem.js';
import type { FastifyInstance } from 'fastify';
import { CreditOrderRefused } from '../../../events/creditOrders/errors.js';
import { BUYER_ROLES as BUYER_ROLE_LIST, SELLER_ROLES as SELLER_ROLE_LIST, canPromise, RESERVING_STATUSES, sellerFor } from '../../../events/creditOrders/seller.js';
import { HOUSE_ACCOUNT, type Cents } from '../../../events/credit/credits.js';
import { canDebit } from '../../../events/credit/decide.js';
import { CREDITS_RESERVED, INSUFFICIENT_FUNDS, SELLER_CANNOT_COVER } from '../../../events/credit/errors.js';
import type { PaymentMethod } from '../../../events/constants.js';
import { paymentMethodsForSeller } from '../../../events/payments/fees.js';
import { priceTableOfSeller } from '../../../tables/creditPrices/queries.js';
import { BASE_PRICE_TABLE } from '../../../tables/creditPrices/table.js';
import type { Role } from '../../../tables/users/table.js';
import { HttpError } from '../../http/errors.js';
import { USER_NOT_FOUND } from '../credit/commands.js';
import { promotionsFor } from '../../../projections/crm/promotions.js';

// The facts a credit-order command needs from plain tables: the buyer, its seller, its country's
// payment methods and the price table that applies.

export const PAY_SELLER_BY_TRANSFER = problem('PAY_SELLER_BY_TRANSFER', 'Credits bought from your distributor or dealer are paid to them by bank transfer');

export const BUYER_ROLES: readonly Role[] = BUYER_ROLE_LIST;
export const SELLER_ROLES: readonly Role[] = SELLER_ROLE_LIST;

type Account = { id: string; email: string; roles: Role[]; parent_id: string | null; can_buy: boolean; can_sale: boolean; country_id: string | null };

const account = async (app: FastifyInstance, id: string): Promise<Account | null> =>
  (await app.db.selectFrom('users').select(['id', 'email', 'roles', 'parent_id', 'can_buy', 'can_sale', 'country_id']).where('id', '=', id).executeTakeFirst()) ?? null;

export const requireBuyerAccount = async (app: FastifyInstance, id: string): Promise<Account> => {
  const found = await account(app, id);
  if (!found) throw new HttpError(404, USER_NOT_FOUND);
  return found;
};

export const canBuyCredits = (user: Pick<Account, 'roles' | 'can_buy'>) => user.can_buy && user.roles.some((r) => BUYER_ROLES.includes(r));
/** Administrators sell from the house; distributors and dealers to their children when allowed. */
export const canSellCredits = (user: Pick<Account, 'roles' | 'can_sale'>) =>
  user.roles.includes('Admin') || (user.can_sale && user.roles.some((r) => SELLER_ROLES.includes(r)));

/** Who sells to this buyer: the selling parent, else the house. */
export const sellerOf = async (app: FastifyInstance, buyer: Pick<Account, 'parent_id'>): Promise<string> => {
  const parent = buyer.parent_id ? await account(app, buyer.parent_id) : null;
  return sellerFor(parent && { id: parent.id, roles: parent.roles, canSale: parent.can_sale });
};

/** The methods `buyer` may pay `sellerId` with (a selling parent: bank transfer only). */
export const paymentMethodsOf = async (app: FastifyInstance, buyer: Pick<Account, 'country_id'>, sellerId: string) => {
  const country = buyer.country_id
    ? await app.db.selectFrom('countries').select(['id', 'in_europe', 'currency_code']).where('id', '=', buyer.country_id).executeTakeFirst()
    : undefined;
  return paymentMethodsForSeller(country ? { id: country.id, inEurope: country.in_europe, currencyCode: country.currency_code } : null, sellerId === HOUSE_ACCOUNT);
};

/** The rows a seller's buyers pay (the house sells at the base table). */
export const priceListOf = async (app: FastifyInstance, sellerId: string) =>
  (await priceTableOfSeller(app.db, sellerId === HOUSE_ACCOUNT ? BASE_PRICE_TABLE : sellerId)).rows;

/** A selling parent is paid by bank transfer (events/payments/fees.ts): say so rather than "not available in your country". */
export const assertMethodForSeller = (method: PaymentMethod | undefined, sellerId: string) => {
  if (method !== undefined && sellerId !== HOUSE_ACCOUNT && method !== 'bank_transfer') throw new CreditOrderRefused(400, PAY_SELLER_BY_TRANSFER);
};

/**
 * The Sales CRM promotions on credits that may apply to `buyer` now (issue 14): only on the house's
 * own sales, since a selling parent's price is its own.
 */
export const creditPromotionsOf = async (app: FastifyInstance, buyer: Pick<Account, 'id' | 'country_id'>, sellerId: string) => ({
  promotions: sellerId === HOUSE_ACCOUNT ? await promotionsFor(app.db, 'credits', { userId: buyer.id, countryId: buyer.country_id }, app.now()) : [],
  buyerCountryId: buyer.country_id,
});

/** Everything a purchase by `buyer` is decided with; `fromHouse` buys from the portal instead of the selling parent. */
export const purchaseContext = async (app: FastifyInstance, buyer: Account, fromHouse = false) => {
  const sellerId = fromHouse ? HOUSE_ACCOUNT : await sellerOf(app, buyer);
  const [availableMethods, priceList, promotions] = await Promise.all([paymentMethodsOf(app, buyer, sellerId), priceListOf(app, sellerId), creditPromotionsOf(app, buyer, sellerId)]);
  return { sellerId, availableMethods, priceList, ...promotions };
};

/** Credits `sellerId` has promised to buyers who may be paying now (events/creditOrders/seller.ts), but for `exceptOrderId`. */
export const reservedCredits = async (app: FastifyInstance, sellerId: string, exceptOrderId: string | null = null): Promise<Cents> => {
  if (sellerId === HOUSE_ACCOUNT) return 0;
  let query = app.db.selectFrom('credit_orders').select((eb) => eb.fn.sum<string | null>('credits').as('reserved'))
    .where('seller_id', '=', sellerId).where('status', 'in', RESERVING_STATUSES);
  if (exceptOrderId) query = query.where('id', '!=', exceptOrderId);
  return Number((await query.executeTakeFirst())?.reserved ?? 0);
};

/** Whether the seller can promise `credits` more right now (the buyer's warning and the refusals below). */
export const sellerCanCover = async (app: FastifyInstance, sellerId: string, credits: Cents, orderId: string | null = null) =>
  canPromise(app.ledger.state(), sellerId, await reservedCredits(app, sellerId, orderId), credits);

/** The buyer's side: its selling parent must hold the credits, else the buyer is offered the house. */
export const assertSellerCanCover = async (app: FastifyInstance, sellerId: string, credits: Cents, orderId: string | null) => {
  if (!(await sellerCanCover(app, sellerId, credits, orderId))) throw new CreditOrderRefused(402, SELLER_CANNOT_COVER);
};

/**
 * The seller's side (an offer, new terms, a transfer or deduction from its account): `credits`
 * may leave only from what is not reserved. Insufficient funds when even the balance is short.
 */
export const assertFreeCredits = async (app: FastifyInstance, accountId: string, credits: Cents, orderId: string | null = null) => {
  const reserved = await reservedCredits(app, accountId, orderId);
  if (canPromise(app.ledger.state(), accountId, reserved, credits)) return;
  throw new CreditOrderRefused(402, canDebit(app.ledger.state(), accountId, credits) ? CREDITS_RESERVED : INSUFFICIENT_FUNDS);
};
