import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { normalVin, vinSearchProblem } from '../../../events/catalogue/vin.js';
import {
  createVinRule, deleteVinRule, findVinLog, findVinRule, listVinLogs, listVinRules, logVinSearch, matchVinRule, updateVinRule, vehiclesForRule,
  type VinLogSortField, type VinRuleSortField,
} from '../../../tables/vin/queries.js';
import { conflictOnDuplicate, ErrorSchema, foundOr404, HttpError, NOT_FOUND } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList, textFilter, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import {
  LogId, RuleId, toVinLog, toVinRule, VIN_LOG_NOT_FOUND, VIN_RULE_EXISTS, VIN_RULE_NOT_FOUND, VinLog, VinRule, VinRuleInput, vinRuleFields, VinSearchBody, VinSearchResult,
  type VinSearchResult as VinSearchResultType,
} from './schemas.js';
import { EditBody } from '../../http/strict-body.js';

/** The VIN logger and the VIN search rules are for administrators (spec section 6); searching is for everyone signed in. */
const ADMIN = { roles: ['Admin'] as const };
const RULE_SORT = { pattern: 'pattern', make: 'make', model: 'model', createdAt: 'created_at' } as const satisfies Record<string, VinRuleSortField>;
const LOG_SORT = { at: 'at', vin: 'vin', id: 'id' } as const satisfies Record<string, VinLogSortField>;

const Responses = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

export const vinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Every search is logged: a refused VIN with its message, a VIN without a rule with no vehicles. */
  app.post('/vehicles/search-vin', { schema: { tags: ['vin'], body: VinSearchBody, response: { 200: VinSearchResult, 400: ErrorSchema } } },
    async (request) => {
      const user = currentUser(request);
      const vin = normalVin(request.body.vin);
      const problem = vinSearchProblem(vin);
      if (problem) {
        await logVinSearch(app.db, { userId: user.id, vin, result: { error: problem.message }, ruleId: null });
        throw new HttpError(400, problem);
      }
      const rule = await matchVinRule(app.db, vin);
      const result: VinSearchResultType = { vin, rule: rule ? toVinRule(rule) : null, vehicles: rule ? await vehiclesForRule(app.db, rule) : [] };
      await logVinSearch(app.db, { userId: user.id, vin, result, ruleId: rule?.id ?? null });
      return result;
    });

  app.get('/vin-logger', { schema: { tags: ['vin'], querystring: ListQuery, response: { 200: Type.Array(VinLog), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, LOG_SORT, 'at', 'DESC');
      const userId = idFilter(params.filter, 'userId');
      const { rows, total } = await listVinLogs(app.db, { q: textFilter(params.filter.q), userId }, params);
      return sendList(reply, 'vin-logger', params, rows.map(toVinLog), total);
    });

  app.get('/vin-logger/:id', { schema: { tags: ['vin'], params: LogId, response: { 200: VinLog, ...Responses } }, config: ADMIN },
    async (request) => {
      if (!/^[0-9]+$/.test(request.params.id)) throw new HttpError(404, NOT_FOUND); // a malformed id names no log either
      const row = await findVinLog(app.db, Number(request.params.id));
      if (!row) throw new HttpError(404, VIN_LOG_NOT_FOUND);
      return toVinLog(row);
    });

  app.get('/vin-search-rules', { schema: { tags: ['vin'], querystring: ListQuery, response: { 200: Type.Array(VinRule), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, RULE_SORT, 'pattern');
      const f = params.filter;
      const { rows, total } = await listVinRules(app.db, {
        q: textFilter(f.q),
        ids: uuidsFilter(f.id),
      }, params);
      return sendList(reply, 'vin-search-rules', params, rows.map(toVinRule), total);
    });

  app.get('/vin-search-rules/:id', { schema: { tags: ['vin'], params: RuleId, response: { 200: VinRule, ...Responses } }, config: ADMIN },
    async (request) => toVinRule(foundOr404(await findVinRule(app.db, request.params.id), VIN_RULE_NOT_FOUND)));

  app.post('/vin-search-rules', { schema: { tags: ['vin'], body: VinRuleInput, response: { 201: VinRule, ...Responses } }, config: ADMIN },
    async (request, reply) => {
      const row = await createVinRule(app.db, currentUser(request).id, vinRuleFields(request.body)).catch(conflictOnDuplicate(VIN_RULE_EXISTS, { field: 'pattern' }));
      return reply.code(201).send(toVinRule(row));
    });

  app.put('/vin-search-rules/:id', { schema: { tags: ['vin'], params: RuleId, body: EditBody(VinRuleInput, VinRule), response: { 200: VinRule, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await updateVinRule(app.db, currentUser(request).id, request.params.id, vinRuleFields(request.body)).catch(conflictOnDuplicate(VIN_RULE_EXISTS, { field: 'pattern' }));
      if (!row) throw new HttpError(404, VIN_RULE_NOT_FOUND);
      return toVinRule(row);
    });

  app.delete('/vin-search-rules/:id', { schema: { tags: ['vin'], params: RuleId, response: { 200: VinRule, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await deleteVinRule(app.db, currentUser(request).id, request.params.id);
      if (!row) throw new HttpError(404, VIN_RULE_NOT_FOUND);
      return toVinRule(row);
    });
};
