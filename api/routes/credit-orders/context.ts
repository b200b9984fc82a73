import type { FastifyInstance } from 'fastify';
import { sellerFor } from '../../../events/credit_orders/seller.js';
import { HOUSE_ACCOUNT } from '../../../events/ledger/credits.js';
import { paymentMethodsFor } from '../../../events/payments/fees.js';
import { priceTableOfSeller } from '../../../projections/credit_prices/queries.js';
import { BASE_PRICE_TABLE } from '../../../projections/credit_prices/table.js';
import type { Role } from '../../../projections/users/table.js';
import { HttpError } from '../../http/errors.js';
import { USER_NOT_FOUND } from '../credit/commands.js';

// The facts a credit-order command needs from plain tables: the buyer, its seller, its country's
// payment methods and the price table that applies.

export const BUYER_ROLES: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer'];
export const SELLER_ROLES: readonly Role[] = ['Distributor', 'Dealer'];

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

export const paymentMethodsOf = async (app: FastifyInstance, buyer: Pick<Account, 'country_id'>) => {
  const country = buyer.country_id
    ? await app.db.selectFrom('countries').select(['id', 'in_europe', 'currency_code']).where('id', '=', buyer.country_id).executeTakeFirst()
    : undefined;
  return paymentMethodsFor(country ? { id: country.id, inEurope: country.in_europe, currencyCode: country.currency_code } : null);
};

/** The rows a seller's buyers pay (the house sells at the base table). */
export const priceListOf = async (app: FastifyInstance, sellerId: string) =>
  (await priceTableOfSeller(app.db, sellerId === HOUSE_ACCOUNT ? BASE_PRICE_TABLE : sellerId)).rows;

/** Everything a purchase by `buyer` is decided with. */
export const purchaseContext = async (app: FastifyInstance, buyer: Account) => {
  const sellerId = await sellerOf(app, buyer);
  const [availableMethods, priceList] = await Promise.all([paymentMethodsOf(app, buyer), priceListOf(app, sellerId)]);
  return { sellerId, availableMethods, priceList };
};
