import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GEARBOX_FAMILIES, type GearboxFamily } from '../../../events/constants.js';
import { createDsgOffer, deleteDsgOffer, findDsgOffer, listDsgOffers, updateDsgOffer, type DsgOfferSortField } from '../../../tables/dsgOffers/queries.js';
import { DSG_OFFER_NOT_FOUND } from '../../../tables/catalogue/table.js';
import { ErrorSchema, foundOr404, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { DsgOfferInput, DsgOfferRecord, dsgOfferFields, FamilyId, toDsgOfferRecord } from './schemas.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';
import { problem } from '../../http/errors.js';

const FAMILY_HAS_OFFER = problem('FAMILY_HAS_DSG_OFFER', '{family} already has a DSG offer');
import { EditBody } from '../../http/strict-body.js';

// DSG/TCU offers as a react-admin resource (spec sections 2 and 7: vehicles-dsg), one per gearbox
// family. Admin only, every change audited; dealers read them through GET vehicles-dsg/tcu/:family.

const ADMIN = { roles: ['Admin'] as const };
const SORT_COLUMNS = { family: 'family', id: 'family', stockPrice: 'stock_price', updatedAt: 'updated_at' } as const satisfies Record<string, DsgOfferSortField>;
const Responses = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const isFamily = (value: unknown): value is GearboxFamily => (GEARBOX_FAMILIES as readonly unknown[]).includes(value);

export const dsgOfferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['dsg-offers'];

  app.get('/vehicles-dsg', { schema: { tags, querystring: ListQuery, response: { 200: Type.Array(DsgOfferRecord), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'family');
      const f = params.filter;
      const wanted = Array.isArray(f.id) ? f.id : f.family !== undefined && f.family !== '' ? [f.family] : undefined;
      const { rows, total } = await listDsgOffers(app.db, { families: wanted?.filter(isFamily) }, params);
      return sendList(reply, 'vehicles-dsg', params, rows.map(toDsgOfferRecord), total);
    });

  app.get('/vehicles-dsg/:id', { schema: { tags, params: FamilyId, response: { 200: DsgOfferRecord, ...Responses } }, config: ADMIN },
    async (request) => toDsgOfferRecord(foundOr404(await findDsgOffer(app.db, request.params.id), DSG_OFFER_NOT_FOUND)));

  app.post('/vehicles-dsg', { schema: { tags, body: DsgOfferInput, response: { 201: DsgOfferRecord, ...Responses } }, config: ADMIN },
    async (request, reply) => {
      const { family } = request.body;
      if (!family) throw new HttpError(400, FIELD_REQUIRED, { field: 'family' });
      const row = await createDsgOffer(app.db, currentUser(request).id, family, dsgOfferFields(request.body), app.now());
      if (!row) throw new HttpError(409, FAMILY_HAS_OFFER, { field: 'family', family });
      return reply.code(201).send(toDsgOfferRecord(row));
    });

  app.put('/vehicles-dsg/:id', { schema: { tags, params: FamilyId, body: EditBody(DsgOfferInput, DsgOfferRecord), response: { 200: DsgOfferRecord, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await updateDsgOffer(app.db, currentUser(request).id, request.params.id, dsgOfferFields(request.body), app.now());
      if (!row) throw new HttpError(404, DSG_OFFER_NOT_FOUND);
      return toDsgOfferRecord(row);
    });

  app.delete('/vehicles-dsg/:id', { schema: { tags, params: FamilyId, response: { 200: DsgOfferRecord, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await deleteDsgOffer(app.db, currentUser(request).id, request.params.id);
      if (!row) throw new HttpError(404, DSG_OFFER_NOT_FOUND);
      return toDsgOfferRecord(row);
    });
};
