import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Updateable } from 'kysely';
import { Type } from 'typebox';
import { BASE_CURRENCY } from '../../../tables/geo/currency-rules.js';
import { findCurrency, listCurrencies, updateCurrency, type CurrencySortField } from '../../../tables/geo/queries.js';
import type { CurrenciesTable } from '../../../tables/geo/table.js';
import { ErrorSchema, foundOr404, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { CURRENCY_NOT_FOUND, CurrencyChanges, CurrencyId, CurrencyRecord, PRICE_DECIMALS, toCurrencyRecord } from './schemas.js';
import { canonicalLocale, decimalText, requiredText } from './validation.js';
import { problem } from '../../http/errors.js';
import { EditBody } from '../../http/strict-body.js';

const ADMIN = { roles: ['Admin'] as const };
// `id` is the code (react-admin's default sort); `preferred` is the spec's order and the default here.
const SORT_COLUMNS = { preferred: 'preferred', id: 'code', code: 'code', name: 'name', price: 'price' } as const satisfies Record<string, CurrencySortField>;
export const BASE_RATE_FIXED = problem('BASE_RATE_FIXED', 'The base currency {code} always has the rate {rate}', { field: 'price', code: BASE_CURRENCY.code, rate: BASE_CURRENCY.price });

const currencyChanges = (code: string, body: CurrencyChanges) => {
  const changes: Omit<Updateable<CurrenciesTable>, 'updated_at'> = {};
  if (body.price !== undefined) {
    if (code === BASE_CURRENCY.code && body.price !== BASE_CURRENCY.price) throw new HttpError(400, BASE_RATE_FIXED);
    changes.price = decimalText('price', body.price, PRICE_DECIMALS);
  }
  if (body.symbol !== undefined) changes.symbol = requiredText('symbol', body.symbol);
  if (body.name !== undefined) changes.name = requiredText('name', body.name);
  if (body.locale !== undefined) changes.locale = canonicalLocale('locale', body.locale);
  return changes;
};

/** Currencies and their rates against EUR as a react-admin resource; administrators edit them. */
export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/currencies', {
    schema: { tags: ['geo'], querystring: ListQuery, response: { 200: Type.Array(CurrencyRecord), 400: ErrorSchema } },
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'preferred');
    const f = params.filter;
    const { rows, total } = await listCurrencies(app.db, {
      q: typeof f.q === 'string' && f.q.trim() ? f.q.trim() : undefined,
      codes: Array.isArray(f.id) ? f.id.map((id) => String(id).toUpperCase()) : undefined,
    }, params);
    return sendList(reply, 'currencies', params, rows.map(toCurrencyRecord), total);
  });

  app.get('/currencies/:id', { schema: { tags: ['geo'], params: CurrencyId, response: { 200: CurrencyRecord, 400: ErrorSchema, 404: ErrorSchema } } },
    async (request) => toCurrencyRecord(foundOr404(await findCurrency(app.db, request.params.id.toUpperCase()), CURRENCY_NOT_FOUND)));

  app.put('/currencies/:id', {
    schema: { tags: ['geo'], params: CurrencyId, body: EditBody(CurrencyChanges, CurrencyRecord), response: { 200: CurrencyRecord, 400: ErrorSchema, 404: ErrorSchema } },
    config: ADMIN,
  }, async (request) => {
    const code = request.params.id.toUpperCase();
    const row = await updateCurrency(app.db, currentUser(request).id, code, currencyChanges(code, request.body), app.now());
    if (!row) throw new HttpError(404, CURRENCY_NOT_FOUND);
    return toCurrencyRecord(row);
  });
};
