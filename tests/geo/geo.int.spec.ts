import { describe, expect, it } from 'vitest';
import { PREFERRED_CURRENCIES } from '../../tables/geo/currency-rules.js';
import { seedGeo } from '../../tables/geo/seed.js';
import { usePortal } from '../support/use-portal.js';
import { createTestDatabase } from '../support/database.js';
import { list } from '../support/list-query.js';

const { portal, headers: { admin, dealer } } = usePortal(['admin', 'dealer']);

const get = (url: string, headers?: Record<string, string>) => portal.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object, headers: Record<string, string>) => portal.app.inject({ method: 'PUT', url, payload, headers });

describe('seedGeo', () => {
  it('fills an empty database once and never overwrites later edits', async () => {
    const database = await createTestDatabase();
    try {
      const count = async (table: 'countries' | 'currencies') =>
        Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      expect(await seedGeo(database.db)).toBeGreaterThanOrEqual(249);
      const countries = await count('countries');
      const currencies = await count('currencies');
      expect(countries).toBeGreaterThanOrEqual(249);
      expect(currencies).toBeGreaterThan(140);
      await database.db.updateTable('currencies').set({ price: '1.5' }).where('code', '=', 'USD').execute();
      expect(await seedGeo(database.db)).toBe(0);
      expect([await count('countries'), await count('currencies')]).toEqual([countries, currencies]);
      const usd = await database.db.selectFrom('currencies').select('price').where('code', '=', 'USD').executeTakeFirstOrThrow();
      expect(Number(usd.price)).toBe(1.5);
    } finally {
      await database.close();
    }
  });
});

describe('public geo lookups', () => {
  it('lists currencies in the preferred order with EUR as the base', async () => {
    const response = await get('/api/geo/currencies');
    expect(response.statusCode).toBe(200);
    const currencies: { code: string; price: number }[] = response.json();
    expect(currencies.slice(0, 10).map((c) => c.code)).toEqual(PREFERRED_CURRENCIES);
    const rest = currencies.slice(10).map((c) => c.code);
    expect(rest).toEqual([...rest].sort());
    expect(currencies.find((c) => c.code === 'EUR')).toEqual({ code: 'EUR', symbol: '€', name: 'Euro', price: 1, locale: 'nl-NL' });
    expect(currencies.every((c) => typeof c.price === 'number' && c.price > 0)).toBe(true);
  });

  it('lists every country by name with its currency', async () => {
    const countries: { id: string; name: string }[] = (await get('/api/geo/countries')).json();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.findIndex((c) => c.id === 'AF')).toBeLessThan(countries.findIndex((c) => c.id === 'ZW'));
    expect(countries.find((c) => c.id === 'ES')).toEqual({
      id: 'ES', name: 'Spain', nativeName: 'España', alpha2Code: 'ES', alpha3Code: 'ESP', marketFactor: 1, currencyCode: 'EUR',
      phonePrefix: '+34', inEurope: true, currency: { code: 'EUR', symbol: '€', name: 'Euro', price: 1, locale: 'nl-NL' },
    });
  });

  it('answers the currency of a country', async () => {
    expect((await get('/api/geo/currency-country/ES')).json()).toMatchObject({ code: 'EUR', price: 1 });
    expect((await get('/api/geo/currency-country/us')).json()).toMatchObject({ code: 'USD', symbol: '$', locale: 'en-US' });
    const unknown = await get('/api/geo/currency-country/ZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Country not found');
  });

  it('answers the currency of a locale: its region, else its language, else EUR', async () => {
    const codeFor = async (locale: string) => (await get(`/api/geo/currency/${locale}`)).json().code;
    expect(await codeFor('es-ES')).toBe('EUR');
    expect(await codeFor('en-US')).toBe('USD');
    expect(await codeFor('en-GB')).toBe('GBP');
    expect(await codeFor('es_MX')).toBe('MXN');
    expect(await codeFor('ja')).toBe('JPY');
    expect(await codeFor('pt')).toBe('BRL');
    expect(await codeFor('xx')).toBe('EUR');
  });
});

describe('countries resource', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/api/countries')).statusCode).toBe(401);
  });

  it('pages with Content-Range and filters by q, currency and Europe', async () => {
    const page = await get(`/api/countries?${list({ range: [0, 9], sort: ['name', 'ASC'] })}`, dealer);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(10);
    expect(page.headers['content-range']).toMatch(/^countries 0-9\/(249|25\d)$/);

    const byName = (await get(`/api/countries?${list({ filter: { q: 'spai' } })}`, dealer)).json();
    expect(byName.map((c: { id: string }) => c.id)).toEqual(['ES']);
    const byAlpha3 = (await get(`/api/countries?${list({ filter: { q: 'NLD' } })}`, dealer)).json();
    expect(byAlpha3.map((c: { id: string }) => c.id)).toEqual(['NL']);

    const euroOutsideEurope = await get(`/api/countries?${list({ filter: { currencyCode: 'EUR', inEurope: false }, range: [0, 99] })}`, dealer);
    const ids = euroOutsideEurope.json().map((c: { id: string }) => c.id);
    expect(ids).toContain('GF');
    expect(ids).not.toContain('ES');
  });

  it('refuses to sort by an unknown field', async () => {
    const response = await get(`/api/countries?${list({ sort: ['phonePrefix', 'ASC'] })}`, dealer);
    expect(response.statusCode).toBe(400);
  });

  it('lets an administrator edit a country, audited', async () => {
    const response = await put('/api/countries/es', { marketFactor: 1.25, phonePrefix: '+34', alpha2Code: 'ES' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'ES', marketFactor: 1.25, currencyCode: 'EUR' });
    expect((await get('/api/countries/ES', dealer)).json().marketFactor).toBe(1.25);
    const audit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'countries').where('entity_id', '=', 'ES').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', before: { market_factor: '1.0000' }, after: { market_factor: '1.2500' } });
  });

  it('refuses edits by other roles', async () => {
    const response = await put('/api/countries/ES', { marketFactor: 2 }, dealer);
    expect(response.statusCode).toBe(403);
  });

  it('refuses market factors that are not positive numbers with 4 decimals at most', async () => {
    const messageFor = async (marketFactor: unknown) => {
      const response = await put('/api/countries/ES', { marketFactor }, admin);
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    expect(await messageFor(0)).toBe('marketFactor: Field must be greater than 0');
    expect(await messageFor(-1)).toBe('marketFactor: Field must be greater than 0');
    expect(await messageFor('abc')).toBe('marketFactor: Field must be a number');
    expect(await messageFor(1.23456)).toBe('marketFactor: Field must have at most 4 decimals');
    expect((await get('/api/countries/ES', dealer)).json().marketFactor).toBe(1.25);
  });

  it('refuses an unknown currency and answers 404 for an unknown country', async () => {
    const badCurrency = await put('/api/countries/ES', { currencyCode: 'XYZ' }, admin);
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.json().message).toBe('currencyCode: There is no currency XYZ');
    const unknown = await put('/api/countries/ZZ', { marketFactor: 2 }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Country not found');
    expect((await get('/api/countries/ZZ', dealer)).statusCode).toBe(404);
  });
});

describe('currencies resource', () => {
  it('lists in the preferred order by default, filters by q', async () => {
    const page = await get(`/api/currencies?${list({ range: [0, 2] })}`, dealer);
    expect(page.json()).toEqual([
      expect.objectContaining({ id: 'USD', code: 'USD' }),
      expect.objectContaining({ id: 'EUR', price: 1 }),
      expect.objectContaining({ id: 'JPY' }),
    ]);
    expect(page.headers['content-range']).toMatch(/^currencies 0-2\/\d+$/);
    const swiss = (await get(`/api/currencies?${list({ filter: { q: 'swiss' } })}`, dealer)).json();
    expect(swiss.map((c: { code: string }) => c.code)).toEqual(['CHF']);
  });

  it('lets an administrator set a rate, audited, and guards the base rate', async () => {
    const response = await put('/api/currencies/USD', { price: 1.1234, locale: 'en_us', id: 'USD' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'USD', code: 'USD', symbol: '$', name: 'US Dollar', price: 1.1234, locale: 'en-US' });
    expect((await get('/api/geo/currency-country/US')).json().price).toBe(1.1234);
    const audit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'currencies').where('entity_id', '=', 'USD').execute();
    expect(audit).toHaveLength(1);

    const zero = await put('/api/currencies/USD', { price: 0 }, admin);
    expect(zero.json()).toMatchObject({ statusCode: 400, message: 'price: Field must be greater than 0' });
    const base = await put('/api/currencies/EUR', { price: 2 }, admin);
    expect(base.json()).toMatchObject({ statusCode: 400, message: 'price: The base currency EUR always has the rate 1' });
    expect((await put('/api/currencies/USD', { price: 2 }, dealer)).statusCode).toBe(403);
    expect((await put('/api/currencies/XYZ', { price: 2 }, admin)).statusCode).toBe(404);
  });
});
