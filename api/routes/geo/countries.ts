import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Updateable } from 'kysely';
import { Type } from 'typebox';
import type { Db } from '../../../database/connect.js';
import { findCountry, findCurrency, listCountries, updateCountry, type CountrySortField } from '../../../tables/geo/queries.js';
import type { CountriesTable } from '../../../tables/geo/table.js';
import { ErrorSchema, foundOr404, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { COUNTRY_NOT_FOUND, CountryChanges, CountryId, CountryRecord, MARKET_FACTOR_DECIMALS, toCountryRecord } from './schemas.js';
import { decimalText, requiredText } from './validation.js';
import { problem } from '../../http/errors.js';

const NO_SUCH_CURRENCY = problem('NO_SUCH_CURRENCY', 'There is no currency {code}');
import { EditBody } from '../../http/strict-body.js';

const ADMIN = { roles: ['Admin'] as const };
const SORT_COLUMNS = { id: 'id', name: 'name', marketFactor: 'market_factor', currencyCode: 'currency_code' } as const satisfies Record<string, CountrySortField>;

const booleanFilter = (value: unknown) => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined);

/** Turns an administrator's edit into column values, refusing what the columns cannot hold. */
const countryChanges = async (db: Db, body: CountryChanges) => {
  const changes: Omit<Updateable<CountriesTable>, 'updated_at'> = {};
  if (body.name !== undefined) changes.name = requiredText('name', body.name);
  if (body.nativeName !== undefined) changes.native_name = requiredText('nativeName', body.nativeName);
  if (body.marketFactor !== undefined) changes.market_factor = decimalText('marketFactor', body.marketFactor, MARKET_FACTOR_DECIMALS);
  if (body.phonePrefix !== undefined) changes.phone_prefix = body.phonePrefix;
  if (body.inEurope !== undefined) changes.in_europe = body.inEurope;
  if (body.currencyCode !== undefined) {
    const code = body.currencyCode.toUpperCase();
    if (!(await findCurrency(db, code))) throw new HttpError(400, NO_SUCH_CURRENCY, { field: 'currencyCode', code });
    changes.currency_code = code;
  }
  return changes;
};

/** Countries as a react-admin resource: every signed-in role reads, administrators edit (spec section 6). */
export const countryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/countries', {
    schema: { tags: ['geo'], querystring: ListQuery, response: { 200: Type.Array(CountryRecord), 400: ErrorSchema } },
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'name');
    const f = params.filter;
    const { rows, total } = await listCountries(app.db, {
      q: typeof f.q === 'string' && f.q.trim() ? f.q.trim() : undefined,
      currencyCode: typeof f.currencyCode === 'string' && f.currencyCode ? f.currencyCode.toUpperCase() : undefined,
      inEurope: booleanFilter(f.inEurope),
      ids: Array.isArray(f.id) ? f.id.map((id) => String(id).toUpperCase()) : undefined,
    }, params);
    return sendList(reply, 'countries', params, rows.map(toCountryRecord), total);
  });

  app.get('/countries/:id', { schema: { tags: ['geo'], params: CountryId, response: { 200: CountryRecord, 400: ErrorSchema, 404: ErrorSchema } } },
    async (request) => toCountryRecord(foundOr404(await findCountry(app.db, request.params.id.toUpperCase()), COUNTRY_NOT_FOUND)));

  app.put('/countries/:id', {
    schema: { tags: ['geo'], params: CountryId, body: EditBody(CountryChanges, CountryRecord), response: { 200: CountryRecord, 400: ErrorSchema, 404: ErrorSchema } },
    config: ADMIN,
  }, async (request) => {
    const changes = await countryChanges(app.db, request.body);
    const row = await updateCountry(app.db, currentUser(request).id, request.params.id.toUpperCase(), changes, app.now());
    if (!row) throw new HttpError(404, COUNTRY_NOT_FOUND);
    return toCountryRecord(row);
  });
};
