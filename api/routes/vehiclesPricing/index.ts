import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { VEHICLE_STAGES } from '../../../tables/catalogue/table.js';
import { findVehiclePrices, listVehiclePrices, updateVehiclePrices, type PriceSortField, type StagePrices } from '../../../tables/vehiclesPricing/queries.js';
import { parseDateRange } from '../../http/date-range.js';
import { ErrorSchema, foundOr404, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList, textFilter, uuidsFilter } from '../../http/simple-rest.js';
import { stagePrice } from '../../http/price.js';
import { currentUser } from '../../plugins/auth.js';
import { VEHICLE_NOT_FOUND, VehicleId } from '../vehicles/schemas.js';
import { toVehiclePrices, VehiclePrices, VehiclePricesInput } from './schemas.js';
import { EditBody } from '../../http/strict-body.js';

/** Vehicle pricing is catalogue management: administrators only (spec section 6). */
const ADMIN = { roles: ['Admin'] as const };
const SORT_COLUMNS = { make: 'make', model: 'model', generation: 'generation', engine: 'engine', updatedAt: 'updated_at' } as const satisfies Record<string, PriceSortField>;
const Responses = { 400: ErrorSchema, 404: ErrorSchema };

/** `vehicles-prices`: list (filters q, make, start, end on the last change), get and reprice. */
export const vehiclePricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/vehicles-prices', {
    schema: { tags: ['vehicles'], querystring: ListQuery, response: { 200: Type.Array(VehiclePrices), 400: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'make');
    const f = params.filter;
    const { rows, total } = await listVehiclePrices(app.db, {
      q: textFilter(f.q),
      make: textFilter(f.make),
      ...parseDateRange(f.start, f.end),
      ids: uuidsFilter(f.id),
    }, params);
    return sendList(reply, 'vehicles-prices', params, rows.map(toVehiclePrices), total);
  });

  app.get('/vehicles-prices/:id', { schema: { tags: ['vehicles'], params: VehicleId, response: { 200: VehiclePrices, ...Responses } }, config: ADMIN },
    async (request) => toVehiclePrices(foundOr404(await findVehiclePrices(app.db, request.params.id), VEHICLE_NOT_FOUND)));

  app.put('/vehicles-prices/:id', {
    schema: { tags: ['vehicles'], params: VehicleId, body: EditBody(VehiclePricesInput, VehiclePrices), response: { 200: VehiclePrices, ...Responses } },
    config: ADMIN,
  }, async (request) => {
    const prices: Partial<StagePrices> = {};
    for (const stage of VEHICLE_STAGES) {
      if (stage in request.body) prices[stage] = stagePrice(stage, request.body[stage]);
    }
    const row = await updateVehiclePrices(app.db, currentUser(request).id, request.params.id, prices, app.now());
    if (!row) throw new HttpError(404, VEHICLE_NOT_FOUND);
    return toVehiclePrices(row);
  });
};
