import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createVehicle, deleteVehicle, findVehicle, listVehicles, updateVehicle, type VehicleSortField } from '../../../tables/catalogue/queries.js';
import { conflictOnDuplicate, ErrorSchema, foundOr404, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList, textFilter, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { toVehicleDetail, toVehicleRecord, VEHICLE_EXISTS, VEHICLE_NOT_FOUND, VehicleDetail, VehicleId, VehicleInput, VehicleRecord } from './schemas.js';
import { stagesByName, vehicleFields } from './stages.js';
import { EditBody } from '../../http/strict-body.js';

/** The vehicle catalogue and its management are for administrators (spec section 6). */
const ADMIN = { roles: ['Admin'] as const };
const SORT_COLUMNS = { make: 'make', model: 'model', generation: 'generation', engine: 'engine', createdAt: 'created_at' } as const satisfies Record<string, VehicleSortField>;

const Responses = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** Vehicles with their ECU stages as a react-admin resource; every change is audited. */
export const vehicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/vehicles', {
    schema: { tags: ['vehicles'], querystring: ListQuery, response: { 200: Type.Array(VehicleRecord), 400: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'make');
    const f = params.filter;
    const { rows, total } = await listVehicles(app.db, {
      q: textFilter(f.q),
      make: textFilter(f.make),
      model: textFilter(f.model),
      generation: textFilter(f.generation),
      ids: uuidsFilter(f.id),
    }, params);
    return sendList(reply, 'vehicles', params, rows.map(toVehicleRecord), total);
  });

  app.get('/vehicles/:id', { schema: { tags: ['vehicles'], params: VehicleId, response: { 200: VehicleDetail, ...Responses } }, config: ADMIN },
    async (request) => toVehicleDetail(foundOr404(await findVehicle(app.db, request.params.id), VEHICLE_NOT_FOUND)));

  app.post('/vehicles', { schema: { tags: ['vehicles'], body: VehicleInput, response: { 201: VehicleDetail, ...Responses } }, config: ADMIN },
    async (request, reply) => {
      const fields = vehicleFields(request.body);
      const stages = stagesByName(request.body.stages) ?? {};
      const created = await createVehicle(app.db, currentUser(request).id, fields, stages, app.now()).catch(conflictOnDuplicate(VEHICLE_EXISTS));
      return reply.code(201).send(toVehicleDetail(created));
    });

  app.put('/vehicles/:id', {
    schema: { tags: ['vehicles'], params: VehicleId, body: EditBody(VehicleInput, VehicleDetail), response: { 200: VehicleDetail, ...Responses } },
    config: ADMIN,
  }, async (request) => {
    const fields = vehicleFields(request.body);
    const updated = await updateVehicle(app.db, currentUser(request).id, request.params.id, fields, stagesByName(request.body.stages), app.now()).catch(conflictOnDuplicate(VEHICLE_EXISTS));
    if (!updated) throw new HttpError(404, VEHICLE_NOT_FOUND);
    return toVehicleDetail(updated);
  });

  app.delete('/vehicles/:id', { schema: { tags: ['vehicles'], params: VehicleId, response: { 200: VehicleDetail, ...Responses } }, config: ADMIN },
    async (request) => {
      const deleted = await deleteVehicle(app.db, currentUser(request).id, request.params.id);
      if (!deleted) throw new HttpError(404, VEHICLE_NOT_FOUND);
      return toVehicleDetail(deleted);
    });
};
