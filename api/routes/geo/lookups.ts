import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BASE_CURRENCY, regionsForLocale } from '../../../tables/geo/currency-rules.js';
import { findCountryCurrency, findCurrency, listAllCountries, listAllCurrencies } from '../../../tables/geo/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { COUNTRY_NOT_FOUND, CURRENCY_NOT_FOUND, Country, Currency, toCountry, toCurrency } from './schemas.js';

const CountryCode = Type.Object({ code: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' }) });
const Locale = Type.Object({ locale: Type.String({ pattern: '^[A-Za-z0-9_-]{2,35}$', description: 'BCP 47, for example es-ES' }) });

/** Public reference data for sign-up and price display: no token needed. */
export const geoLookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/geo/currencies', { schema: { tags: ['geo'], response: { 200: Type.Array(Currency) } } },
    async () => (await listAllCurrencies(app.db)).map(toCurrency));

  app.get('/geo/countries', { schema: { tags: ['geo'], response: { 200: Type.Array(Country) } } },
    async () => (await listAllCountries(app.db)).map(toCountry));

  app.get('/geo/currency-country/:code', { schema: { tags: ['geo'], params: CountryCode, response: { 200: Currency, 400: ErrorSchema, 404: ErrorSchema } } },
    async (request) => {
      const currency = await findCountryCurrency(app.db, request.params.code.toUpperCase());
      if (!currency) throw new HttpError(404, COUNTRY_NOT_FOUND);
      return toCurrency(currency);
    });

  // The locale's own country, else the country where its language is most used, else the base currency.
  app.get('/geo/currency/:locale', { schema: { tags: ['geo'], params: Locale, response: { 200: Currency, 400: ErrorSchema, 404: ErrorSchema } } },
    async (request) => {
      for (const region of regionsForLocale(request.params.locale)) {
        const currency = await findCountryCurrency(app.db, region);
        if (currency) return toCurrency(currency);
      }
      const base = await findCurrency(app.db, BASE_CURRENCY.code);
      if (!base) throw new HttpError(404, CURRENCY_NOT_FOUND);
      return toCurrency(base);
    });
};
