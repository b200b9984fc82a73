import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CreditOrderRefused, ORDER_NOT_FOUND } from '../../../events/creditOrders/errors.js';
import { CREDIT_ORDER_SORTABLE, findCreditOrder, listCreditOrders, type CreditOrderFilter } from '../../../projections/creditOrders/queries.js';
import { ErrorSchema } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList } from '../../http/simple-rest.js';
import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';
import { currentUser } from '../../plugins/auth.js';
import { mayReadCreditOrder } from '../../../events/creditOrders/access.js';
import { actorOf } from '../credit/commands.js';
import { BUYER_ROLES } from './context.js';
import { loadCreditOrder } from './handle.js';
import { toCreditOrderRecord, toTimelineEntry } from './record.js';
import { CreditOrderRecord, CreditOrderView, IdParams } from './schemas.js';

// credit-order-history (the caller's purchases), the seller's list, the administrator's
// credit-payments and one order with its timeline.

const SORT = { id: 'number', number: 'number', createdAt: 'created_at', updatedAt: 'updated_at', credits: 'credits', total: 'total', status: 'status' } as const satisfies Record<string, (typeof CREDIT_ORDER_SORTABLE)[number]>;
const LIST = { 200: Type.Array(CreditOrderRecord), 400: ErrorSchema, 403: ErrorSchema };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const date = (value: unknown) => {
  const d = typeof value === 'string' && value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};
const filterOf = (f: Record<string, unknown>): CreditOrderFilter => ({
  status: text(f.status), q: text(f.q), fromDate: date(f.from ?? f.fromDate), toDate: date(f.to ?? f.toDate),
  buyerId: idFilter(f, 'buyerId') ?? idFilter(f, 'buyer'), sellerId: idFilter(f, 'sellerId', [HOUSE_ACCOUNT]) ?? idFilter(f, 'seller', [HOUSE_ACCOUNT]),
});

export const creditOrderListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = async (query: ListQuery, reply: FastifyReply, resource: string, scope: CreditOrderFilter) => {
    const params = parseColumnListQuery(query, SORT, 'number', 'DESC');
    const { rows, total } = await listCreditOrders(app.db, { ...filterOf(params.filter), ...scope }, {
      ...params,
    });
    return sendList(reply, resource, params, rows.map(toCreditOrderRecord), total);
  };

  app.get('/credit-order/index', { schema: { tags: ['credit-order'], querystring: ListQuery, response: LIST }, config: { roles: BUYER_ROLES } },
    (request, reply) => list(request.query, reply, 'credit-order', { buyerId: currentUser(request).id }));
  app.get('/credit-order/index-distributor', { schema: { tags: ['credit-order'], querystring: ListQuery, response: LIST }, config: { roles: ['Distributor', 'Dealer'] } },
    (request, reply) => list(request.query, reply, 'credit-order', { sellerId: currentUser(request).id }));
  app.get('/credit-payments', { schema: { tags: ['credit-order'], querystring: ListQuery, response: LIST }, config: { roles: ['Admin'] } },
    (request, reply) => list(request.query, reply, 'credit-payments', {}));

  app.get('/credit-order/view/:id', { schema: { tags: ['credit-order'], params: IdParams, response: { 200: CreditOrderView, 403: ErrorSchema, 404: ErrorSchema } } }, async (request) => {
    const user = currentUser(request);
    const row = await findCreditOrder(app.db, request.params.id);
    // Not 403 for a stranger: that signs the client out, and says the order exists.
    if (!row || !mayReadCreditOrder(actorOf(user), { buyerId: row.buyer_id, sellerId: row.seller_id })) throw new CreditOrderRefused(404, ORDER_NOT_FOUND);
    const { events } = await loadCreditOrder(app, row.id);
    return { ...toCreditOrderRecord(row), timeline: events.map(toTimelineEntry) };
  });
};
