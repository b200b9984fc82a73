import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parentProblem } from '../../../events/catalogue/options.js';
import {
  createOption, deleteOption, findAnyOption, findOption, findOptionByName, listOptions, updateOption,
  type OptionFields, type OptionList, type OptionSortField,
} from '../../../tables/catalogueOptions/queries.js';
import { conflictOnDuplicate, ErrorSchema, HttpError } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList, textFilter, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import type { Database } from '../../../database/schema.js';
import type { Kysely } from 'kysely';
import { CatalogueOption, OPTION_NOT_FOUND, OptionId, OptionInput, optionFields, toCatalogueOption } from './schemas.js';
import { problem } from '../../../events/problem.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';
import { EditBody } from '../../http/strict-body.js';

// The four option lists of spec sections 2 and 7 (vehicles-options, vehicles-secondary-options,
// dsg-options, dsg-options-two): one route factory, parameterised by unit and level. Admin only,
// every change audited.

const ADMIN = { roles: ['Admin'] as const };
const SORT_COLUMNS = { name: 'name', price: 'price', active: 'active', createdAt: 'created_at', updatedAt: 'updated_at' } as const satisfies Record<string, OptionSortField>;
const boolFilter = (value: unknown) => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined);
const Responses = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** The API path of each list. */
export const OPTION_LISTS = [
  { path: 'vehicles-options', unit: 'ECU', level: 'primary' },
  { path: 'vehicles-secondary-options', unit: 'ECU', level: 'secondary' },
  { path: 'dsg-options', unit: 'DSG', level: 'primary' },
  { path: 'dsg-options-two', unit: 'DSG', level: 'secondary' },
] as const satisfies readonly (OptionList & { path: string })[];

/** A secondary option needs a primary option of its unit; a primary option has no parent. */
const checkParent = async (db: Kysely<Database>, list: OptionList, fields: OptionFields) => {
  if (list.level === 'primary') return { ...fields, parent_id: null };
  if (!fields.parent_id) throw new HttpError(400, FIELD_REQUIRED, { field: 'parentId' });
  const problem = parentProblem(list.unit, await findAnyOption(db, fields.parent_id));
  if (problem) throw new HttpError(400, problem, { field: 'parentId' });
  return fields;
};

const NAME_TAKEN = problem('OPTION_NAME_TAKEN', 'An option named {name} already exists');
const IN_USE = problem('OPTION_IN_USE', 'This option has secondary options: delete or move them first');

/** Checked first for a clear answer; the unique index still decides a race (conflictOnDuplicate below). */
const checkName = async (db: Kysely<Database>, list: OptionList, name: string, id?: string) => {
  const same = await findOptionByName(db, list, name);
  if (same && same.id !== id) throw new HttpError(409, NAME_TAKEN, { field: 'name', name });
};

/** A secondary option added while its parent is deleted: the foreign key refuses the delete. */
const inUseOnForeignKey = (error: unknown): never => {
  throw (error as { code?: string }).code === '23503' ? new HttpError(409, IN_USE) : error;
};

const optionListRoutes = ({ path, unit, level }: OptionList & { path: string }): FastifyPluginAsyncTypebox => async (app) => {
  const list: OptionList = { unit, level };
  const tags = ['catalogue-options'];

  app.get(`/${path}`, { schema: { tags, querystring: ListQuery, response: { 200: Type.Array(CatalogueOption), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'name');
      const f = params.filter;
      const parentId = idFilter(f, 'parentId');
      const { rows, total } = await listOptions(app.db, list, {
        q: textFilter(f.q), active: boolFilter(f.active), parentId, stage: textFilter(f.stage),
        ids: uuidsFilter(f.id),
      }, params);
      return sendList(reply, path, params, rows.map(toCatalogueOption), total);
    });

  app.get(`/${path}/:id`, { schema: { tags, params: OptionId, response: { 200: CatalogueOption, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await findOption(app.db, list, request.params.id);
      if (!row) throw new HttpError(404, OPTION_NOT_FOUND);
      return toCatalogueOption(row);
    });

  app.post(`/${path}`, { schema: { tags, body: OptionInput, response: { 201: CatalogueOption, ...Responses } }, config: ADMIN },
    async (request, reply) => {
      const fields = await checkParent(app.db, list, optionFields(list.unit, request.body));
      await checkName(app.db, list, fields.name);
      const row = await createOption(app.db, currentUser(request).id, list, fields, app.now()).catch(conflictOnDuplicate(NAME_TAKEN, { field: 'name', name: fields.name }));
      return reply.code(201).send(toCatalogueOption(row));
    });

  app.put(`/${path}/:id`, { schema: { tags, params: OptionId, body: EditBody(OptionInput, CatalogueOption), response: { 200: CatalogueOption, ...Responses } }, config: ADMIN },
    async (request) => {
      const fields = await checkParent(app.db, list, optionFields(list.unit, request.body));
      await checkName(app.db, list, fields.name, request.params.id);
      const row = await updateOption(app.db, currentUser(request).id, list, request.params.id, fields, app.now()).catch(conflictOnDuplicate(NAME_TAKEN, { field: 'name', name: fields.name }));
      if (!row) throw new HttpError(404, OPTION_NOT_FOUND);
      return toCatalogueOption(row);
    });

  app.delete(`/${path}/:id`, { schema: { tags, params: OptionId, response: { 200: CatalogueOption, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await deleteOption(app.db, currentUser(request).id, list, request.params.id).catch(inUseOnForeignKey);
      if (!row) throw new HttpError(404, OPTION_NOT_FOUND);
      if (row === 'in use') throw new HttpError(409, IN_USE);
      return toCatalogueOption(row);
    });
};

export const catalogueOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const list of OPTION_LISTS) await app.register(optionListRoutes(list));
};
