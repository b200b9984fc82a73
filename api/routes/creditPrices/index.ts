import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertValidPriceTable, type PriceRow } from '../../../events/creditOrders/pricing.js';
import { CreditOrderRefused, WHOLE_CREDITS } from '../../../events/creditOrders/errors.js';
import { parseAmount, toCredits } from '../../../events/credit/credits.js';
import { toEuros } from '../../../events/payments/fees.js';
import { buyersOfPriceTable, findPriceTable, priceTableOfSeller, savePriceTable } from '../../../tables/creditPrices/queries.js';
import { priceTableStream } from '../../../events/creditPrices/events.js';
import { withEvents } from '../account-events.js';
import { BASE_PRICE_TABLE } from '../../../tables/creditPrices/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { NoQuery } from '../../http/no-query.js';
import { currentUser, type AuthUser } from '../../plugins/auth.js';
import { PRICE_TABLE_EDITORS } from '../../http/access.js';
import { USER_NOT_FOUND } from '../credit/commands.js';
import { canSellCredits, priceListOf, requireBuyerAccount, sellerOf } from '../creditOrders/context.js';
import { PriceListReply, PriceTableBody, PriceTableReply, UserParams } from './schemas.js';
import { problem } from '../../../events/problem.js';

// Credit price tables: the base table (Admin) and each seller's own table, which its children pay
// (falling back to the base). Plain tables; every change is audited.

const NOT_YOURS = problem('NOT_YOUR_PRICE_TABLE', 'You can only see your own price table and those of your sub-accounts');
const NO_PRICE_TABLE = problem('NO_PRICE_TABLE', 'Only a distributor or dealer allowed to sell credits has a price table');
const ONLY_OWN = problem('ONLY_OWN_PRICE_TABLE', 'You can only change your own price table');

const toApiRows = (rows: PriceRow[]) => rows.map((r) => ({ credits: toCredits(r.credits), price: toEuros(r.price) }));

const parseRows = (rows: { credits: number | string; price: number | string }[]): PriceRow[] =>
  rows.map((r) => {
    const credits = parseAmount(r.credits);
    const price = parseAmount(r.price);
    if (credits === null || price === null) throw new CreditOrderRefused(400, WHOLE_CREDITS);
    return { credits, price };
  });

/** Saves a table and, when it changed, records PriceListChanged with the buyers it concerns, in one transaction. */
const savePriceTableRecorded = (app: FastifyInstance, owner: string, rows: PriceRow[], actorId: string) =>
  withEvents(app, async (trx, append) => {
    if (!(await savePriceTable(trx, owner, rows, actorId))) return;
    const data = { owner, removed: rows.length === 0, buyers: await buyersOfPriceTable(trx, owner), actorId, at: app.now().toISOString() };
    await append(priceTableStream(owner), [{ id: randomUUID(), type: 'PriceListChanged', data }]);
  });

const tableReply = async (app: FastifyInstance, owner: string) => {
  const own = await findPriceTable(app.db, owner);
  const table = own ?? (await priceTableOfSeller(app.db, BASE_PRICE_TABLE));
  return { owner, priceList: toApiRows(table.rows), source: own || owner === BASE_PRICE_TABLE ? 'own' as const : 'base' as const, updatedAt: table.updatedAt?.toISOString() ?? null };
};

/** The account whose table the viewer asks for, by its stored id (an uppercase uuid names the same account); unknown ids are 404 for the Admin too. */
const visibleAccount = async (app: FastifyInstance, viewer: AuthUser, userId: string) => {
  const user = await app.db.selectFrom('users').select(['id', 'parent_id']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  if (!viewer.roles.includes('Admin') && viewer.id !== user.id && user.parent_id !== viewer.id) throw new HttpError(403, NOT_YOURS);
  return user.id;
};

export const creditPriceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const TABLE = { 200: PriceTableReply, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

  // credit-price: the table the caller buys at (its seller's, else the base).
  app.get('/credit-price-config/price', { schema: { tags: ['credit-price'], querystring: NoQuery, response: { 200: PriceListReply } } }, async (request) => {
    const sellerId = await sellerOf(app, await requireBuyerAccount(app, currentUser(request).id));
    return { priceList: toApiRows(await priceListOf(app, sellerId)), sellerId };
  });

  app.get('/credit-price-config/base', { schema: { tags: ['credit-price'], querystring: NoQuery, response: TABLE }, config: { roles: ['Admin'] } }, () => tableReply(app, BASE_PRICE_TABLE));

  app.put('/credit-price-config/base', { schema: { tags: ['credit-price'], querystring: NoQuery, body: PriceTableBody, response: TABLE }, config: { roles: ['Admin'] } }, async (request) => {
    const rows = parseRows(request.body.priceList);
    assertValidPriceTable(rows);
    await savePriceTableRecorded(app, BASE_PRICE_TABLE, rows, currentUser(request).id);
    return tableReply(app, BASE_PRICE_TABLE);
  });

  app.get('/credit-price-config/index/:userId', { schema: { tags: ['credit-price'], params: UserParams, querystring: NoQuery, response: TABLE } },
    async (request) => tableReply(app, await visibleAccount(app, currentUser(request), request.params.userId)));

  // A distributor sets the table its children buy from (a dealer's is set by the Admin); an empty list goes back to the base table.
  app.put('/credit-price-config/index/:userId', {
    schema: { tags: ['credit-price'], params: UserParams, querystring: NoQuery, body: PriceTableBody, response: TABLE }, config: { roles: PRICE_TABLE_EDITORS },
  }, async (request) => {
    const user = currentUser(request);
    const owner = await requireBuyerAccount(app, request.params.userId);
    if (!user.roles.includes('Admin') && user.id !== owner.id) throw new HttpError(403, ONLY_OWN);
    if (!canSellCredits(owner) || owner.roles.includes('Admin')) throw new HttpError(400, NO_PRICE_TABLE);
    const rows = parseRows(request.body.priceList);
    if (rows.length) assertValidPriceTable(rows);
    await savePriceTableRecorded(app, owner.id, rows, user.id);
    return tableReply(app, owner.id);
  });
};
