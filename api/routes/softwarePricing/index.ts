import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { saveSoftwarePrices, softwarePriceMatrix } from '../../../tables/softwarePricing/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import {
  priceCells, SoftwarePrice, SoftwarePriceInput, SoftwarePriceMatrix, SoftwarePriceMatrixInput, toSoftwarePrice, URGENCY_NOT_FOUND, UrgencyId,
} from './schemas.js';
import { problem } from '../../http/errors.js';

const URGENCY_TWICE = problem('URGENCY_LISTED_TWICE', 'The urgency {urgency} is listed twice');

// software-pricing is for administrators (spec section 6). The rows are the spec's urgency levels,
// seeded by the migration: they are read and changed, never created or deleted.
const ADMIN = { roles: ['Admin'] as const };
const SORTABLE = ['position', 'urgency'] as const;
const Responses = { 400: ErrorSchema, 404: ErrorSchema };

export const softwarePricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const matrix = async () => (await softwarePriceMatrix(app.db)).map(toSoftwarePrice);

  app.get('/software-pricing', { schema: { tags: ['software-pricing'], querystring: ListQuery, response: { 200: Type.Array(SoftwarePrice), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseListQuery(request.query, SORTABLE, 'position');
      const q = typeof params.filter.q === 'string' ? params.filter.q.trim().toLowerCase() : '';
      const ids = Array.isArray(params.filter.id) ? params.filter.id.map(String) : undefined;
      const rows = (await matrix()).filter((row) => (!q || row.urgency.includes(q)) && (!ids || ids.includes(row.id)));
      const sorted = params.sort.field === 'urgency' ? [...rows].sort((a, b) => a.urgency.localeCompare(b.urgency)) : rows;
      if (params.sort.order === 'desc') sorted.reverse();
      return sendList(reply, 'software-pricing', params, sorted.slice(params.offset, params.offset + params.limit), rows.length);
    });

  app.get('/software-pricing/:id', { schema: { tags: ['software-pricing'], params: UrgencyId, response: { 200: SoftwarePrice, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = (await matrix()).find((r) => r.id === request.params.id);
      if (!row) throw new HttpError(404, URGENCY_NOT_FOUND);
      return row;
    });

  app.put('/software-pricing/:id', { schema: { tags: ['software-pricing'], params: UrgencyId, body: SoftwarePriceInput, response: { 200: SoftwarePrice, ...Responses } }, config: ADMIN },
    async (request) => {
      await saveSoftwarePrices(app.db, currentUser(request).id, priceCells(request.params.id, request.body.prices), app.now());
      const row = (await matrix()).find((r) => r.id === request.params.id);
      if (!row) throw new HttpError(404, URGENCY_NOT_FOUND);
      return row;
    });

  /** The matrix screen saves every urgency at once: all cells are checked before any is written. */
  app.put('/software-pricing', { schema: { tags: ['software-pricing'], body: SoftwarePriceMatrixInput, response: { 200: SoftwarePriceMatrix, 400: ErrorSchema } }, config: ADMIN },
    async (request) => {
      // The same urgency twice would leave it to the order which price wins: refused instead.
      const twice = request.body.rows.findIndex((row, i) => request.body.rows.findIndex((other) => other.urgency === row.urgency) !== i);
      if (twice >= 0) throw new HttpError(400, URGENCY_TWICE, { field: `rows.${twice}.urgency`, urgency: request.body.rows[twice].urgency });
      const cells = request.body.rows.flatMap((row) => priceCells(row.urgency, row.prices));
      const changed = await saveSoftwarePrices(app.db, currentUser(request).id, cells, app.now());
      return { rows: await matrix(), changed };
    });
};
