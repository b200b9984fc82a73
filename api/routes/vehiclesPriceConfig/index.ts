import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deletePriceConfig, findPriceConfig, listPriceConfigs, saveConfig, type PriceConfigSortField } from '../../../tables/vehiclesPriceConfig/queries.js';
import { ErrorSchema, foundOr404, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { ConfigId, FAMILY_HAS_CONFIG, PRICE_CONFIG_NOT_FOUND, PriceConfigInput, PriceConfigRecord, priceConfigFields, toPriceConfigRecord } from './schemas.js';

// vehicles-price-config is for administrators (spec section 6). Saving a config applies its prices
// to every vehicle of the engine family in the same transaction; the answer's `appliedTo` (and the
// X-Applied-To header) says how many vehicles changed. Deleting a config leaves the vehicles as they are.
const ADMIN = { roles: ['Admin'] as const };
const SORT = {
  engineFamily: 'engine_family', updatedAt: 'updated_at', One: 'one', Two: 'two', TwoPlus: 'two_plus', Three: 'three', Four: 'four',
} as const satisfies Record<string, PriceConfigSortField>;
const Responses = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export const vehiclesPriceConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/vehicles-price-config', { schema: { tags: ['vehicles-price-config'], querystring: ListQuery, response: { 200: Type.Array(PriceConfigRecord), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, SORT, 'engineFamily');
      const f = params.filter;
      const { rows, total } = await listPriceConfigs(app.db, {
        q: typeof f.q === 'string' && f.q.trim() ? f.q.trim() : undefined,
        ids: uuidsFilter(f.id),
      }, params);
      return sendList(reply, 'vehicles-price-config', params, rows.map((row) => toPriceConfigRecord(row)), total);
    });

  app.get('/vehicles-price-config/:id', { schema: { tags: ['vehicles-price-config'], params: ConfigId, response: { 200: PriceConfigRecord, ...Responses } }, config: ADMIN },
    async (request) => toPriceConfigRecord(foundOr404(await findPriceConfig(app.db, request.params.id), PRICE_CONFIG_NOT_FOUND)));

  app.post('/vehicles-price-config', { schema: { tags: ['vehicles-price-config'], body: PriceConfigInput, response: { 201: PriceConfigRecord, ...Responses } }, config: ADMIN },
    async (request, reply) => {
      const fields = priceConfigFields(request.body);
      const saved = await app.db.transaction().execute(async (trx) => {
        const taken = await trx.selectFrom('vehicles_price_configs').select('id').where('engine_family', '=', fields.engineFamily).executeTakeFirst();
        if (taken) throw new HttpError(409, FAMILY_HAS_CONFIG);
        return (await saveConfig(trx, currentUser(request).id, fields, app.now()))!;
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new HttpError(409, FAMILY_HAS_CONFIG) : error;
      });
      return reply.code(201).header('X-Applied-To', String(saved.appliedTo)).send(toPriceConfigRecord(saved.config, saved.appliedTo));
    });

  app.put('/vehicles-price-config/:id', { schema: { tags: ['vehicles-price-config'], params: ConfigId, body: PriceConfigInput, response: { 200: PriceConfigRecord, ...Responses } }, config: ADMIN },
    async (request, reply) => {
      const fields = priceConfigFields(request.body);
      const saved = await app.db.transaction()
        .execute((trx) => saveConfig(trx, currentUser(request).id, fields, app.now(), { id: request.params.id }))
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new HttpError(409, FAMILY_HAS_CONFIG) : error;
        });
      if (!saved) throw new HttpError(404, PRICE_CONFIG_NOT_FOUND);
      return reply.header('X-Applied-To', String(saved.appliedTo)).send(toPriceConfigRecord(saved.config, saved.appliedTo));
    });

  app.delete('/vehicles-price-config/:id', { schema: { tags: ['vehicles-price-config'], params: ConfigId, response: { 200: PriceConfigRecord, ...Responses } }, config: ADMIN },
    async (request) => {
      const config = await deletePriceConfig(app.db, currentUser(request).id, request.params.id);
      if (!config) throw new HttpError(404, PRICE_CONFIG_NOT_FOUND);
      return toPriceConfigRecord(config);
    });
};
