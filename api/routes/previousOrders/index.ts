import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ORDER_TYPES, type OrderType } from '../../../events/constants.js';
import { findPreviousOrder, listPreviousOrders, type PreviousOrderSortField } from '../../../tables/previousOrders/queries.js';
import { parseDateRange } from '../../http/date-range.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList, textFilter } from '../../http/simple-rest.js';
import { FIELD_NOT_ALLOWED } from '../../http/validation-messages.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptUploads } from '../../http/multipart.js';
import { importSheet, PREVIOUS_ORDERS_FORM, readSheetUpload } from './import.js';
import { ImportQuery, ImportReport, PREVIOUS_ORDER_NOT_FOUND, PreviousOrder, PreviousOrderId, toPreviousOrder } from './schemas.js';

// previous-orders (spec sections 2, 3 and 6): the orders made before the portal existed, imported
// by an Admin from a spreadsheet and read by the upgrade discount (previousOrdersForVin). Admin only.

const ADMIN = { roles: ['Admin'] as const };
const SORT = { createdAt: 'ordered_at', price: 'price', type: 'type' } as const satisfies Record<string, PreviousOrderSortField>;
const Errors = { 400: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };

const typeFilter = (value: unknown): OrderType | undefined => {
  const type = textFilter(value);
  if (type === undefined) return undefined;
  if (!(ORDER_TYPES as readonly string[]).includes(type)) throw new HttpError(400, FIELD_NOT_ALLOWED, { field: 'filter.type', allowed: ORDER_TYPES.join(', ') });
  return type as OrderType;
};

/** react-admin's getMany sends `filter: { id: [...] }`: the sheet ids (texts). */
const idsFilter = (value: unknown): string[] | undefined => {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((id): id is string => typeof id === 'string').slice(0, 500);
};

export const previousOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);

  app.get('/previous-orders', {
    schema: { tags: ['previous-orders'], querystring: ListQuery, response: { 200: Type.Array(PreviousOrder), 400: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT, 'createdAt', 'DESC');
    const f = params.filter;
    const { rows, total } = await listPreviousOrders(app.db, {
      q: textFilter(f.q),
      type: typeFilter(f.type),
      dealerId: idFilter(f, 'dealerId'),
      vin: textFilter(f.vin),
      ...parseDateRange(f.start, f.end),
      ids: idsFilter(f.id),
    }, params);
    return sendList(reply, 'previous-orders', params, rows.map(toPreviousOrder), total);
  });

  app.get('/previous-orders/:id', {
    schema: { tags: ['previous-orders'], params: PreviousOrderId, response: { 200: PreviousOrder, 404: ErrorSchema } },
    config: ADMIN,
  }, async (request) => {
    const row = await findPreviousOrder(app.db, request.params.id);
    if (!row) throw new HttpError(404, PREVIOUS_ORDER_NOT_FOUND);
    return toPreviousOrder(row);
  });

  app.post('/previous-orders/import', {
    schema: { tags: ['previous-orders'], querystring: ImportQuery, response: { 200: ImportReport, ...Errors } },
    config: { ...ADMIN, upload: PREVIOUS_ORDERS_FORM },
  }, async (request) => importSheet(app, currentUser(request).id, await readSheetUpload(request), request.query.dryRun === 'true'));
};
