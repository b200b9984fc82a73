import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NEW_PRODUCT_STATUSES, newProductStream, statusProblem, type NewProductRequested, type NewProductStatus } from '../../../events/catalogue/new-products.js';
import {
  createNewProduct, deleteNewProduct, findNewProduct, listNewProducts, setNewProductStatus, vehicleExists, type NewProductSortField,
} from '../../../tables/newProducts/queries.js';
import { ErrorSchema, foundOr404, HttpError } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList, textFilter, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { withEvents } from '../account-events.js';
import { VEHICLE_NOT_FOUND } from '../vehicles/schemas.js';
import { NEW_PRODUCT_NOT_FOUND, NewProduct, NewProductId, NewProductInput, newProductFields, StatusInput, toNewProduct } from './schemas.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';

// New products (spec sections 2 and 6: newproducts): distributors, dealers and sub-dealers ask for a
// vehicle the catalogue lacks; administrators list the requests and answer them. Every change audited.

const ADMIN = { roles: ['Admin'] as const };
const REQUESTERS = { roles: ['Distributor', 'Dealer', 'SubDealer', 'Admin'] as const };
const SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at', make: 'make', model: 'model', status: 'status' } as const satisfies Record<string, NewProductSortField>;
const isStatus = (value: unknown): value is NewProductStatus => (NEW_PRODUCT_STATUSES as readonly unknown[]).includes(value);
const Responses = { 400: ErrorSchema, 404: ErrorSchema };

export const newProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['newproducts'];

  app.post('/newproducts', { schema: { tags, body: NewProductInput, response: { 201: NewProduct, 400: ErrorSchema } }, config: REQUESTERS },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // The live reactor of every instance turns the event into the administrators' newCustomProduct.
      const row = await withEvents(app, async (trx, append) => {
        const created = await createNewProduct(trx, userId, newProductFields(request.body), app.now());
        const data: NewProductRequested = { requestId: created.id, requestedBy: userId, make: created.make, model: created.model, at: app.now().toISOString() };
        await append(newProductStream(created.id), [{ id: randomUUID(), type: 'NewProductRequested', data }]);
        return created;
      });
      return reply.code(201).send(toNewProduct(row));
    });

  app.get('/newproducts', { schema: { tags, querystring: ListQuery, response: { 200: Type.Array(NewProduct), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'createdAt', 'DESC');
      const f = params.filter;
      const requestedBy = idFilter(f, 'requestedBy');
      if ((f.status !== undefined && f.status !== '' && !isStatus(f.status))) return sendList(reply, 'newproducts', params, [], 0);
      const { rows, total } = await listNewProducts(app.db, {
        q: textFilter(f.q), status: isStatus(f.status) ? f.status : undefined, requestedBy,
        ids: uuidsFilter(f.id),
      }, params);
      return sendList(reply, 'newproducts', params, rows.map(toNewProduct), total);
    });

  app.get('/newproducts/:id', { schema: { tags, params: NewProductId, response: { 200: NewProduct, ...Responses } }, config: ADMIN },
    async (request) => toNewProduct(foundOr404(await findNewProduct(app.db, request.params.id), NEW_PRODUCT_NOT_FOUND)));

  app.put('/newproducts/:id', { schema: { tags, params: NewProductId, body: StatusInput, response: { 200: NewProduct, ...Responses } }, config: ADMIN },
    async (request) => {
      const { status } = request.body;
      const vehicleId = request.body.vehicleId ?? null;
      const problem = statusProblem(status, vehicleId);
      if (problem) throw new HttpError(400, FIELD_REQUIRED, { field: 'vehicleId' });
      if (vehicleId && !(await vehicleExists(app.db, vehicleId))) throw new HttpError(400, VEHICLE_NOT_FOUND, { field: 'vehicleId' });
      // The vehicle may be deleted between the check and the write: the foreign key then answers the same.
      const row = await setNewProductStatus(app.db, currentUser(request).id, request.params.id, status, vehicleId, app.now()).catch((error: { code?: string }) => {
        throw error.code === '23503' ? new HttpError(400, VEHICLE_NOT_FOUND, { field: 'vehicleId' }) : error;
      });
      if (!row) throw new HttpError(404, NEW_PRODUCT_NOT_FOUND);
      return toNewProduct(row);
    });

  app.delete('/newproducts/:id', { schema: { tags, params: NewProductId, response: { 200: NewProduct, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await deleteNewProduct(app.db, currentUser(request).id, request.params.id);
      if (!row) throw new HttpError(404, NEW_PRODUCT_NOT_FOUND);
      return toNewProduct(row);
    });
};
