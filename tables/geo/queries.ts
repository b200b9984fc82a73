import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import { PREFERRED_CURRENCIES } from './currency-rules.js';
import type { CountriesTable, CountryRow, CurrenciesTable, CurrencyRow } from './table.js';
import { escapeLike, type Page } from '../../database/query-helpers.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The spec's preferred currencies first, in their order; the rest share the last rank. Constants only. */
const preferredRank = sql<number>`CASE currencies.code ${sql.join(
  PREFERRED_CURRENCIES.map((code, rank) => sql`WHEN ${sql.lit(code)} THEN ${sql.lit(rank)}`),
  sql` `,
)} ELSE ${sql.lit(PREFERRED_CURRENCIES.length)} END`;

// Currencies

export const CURRENCY_SORTABLE = ['preferred', 'code', 'name', 'price'] as const;
export type CurrencySortField = (typeof CURRENCY_SORTABLE)[number];
export type CurrencyFilter = { q?: string; codes?: string[] };

export const listAllCurrencies = (db: Executor): Promise<CurrencyRow[]> =>
  db.selectFrom('currencies').selectAll().orderBy(preferredRank).orderBy('code').execute();

export const listCurrencies = async (db: Executor, filter: CurrencyFilter, page: Page<CurrencySortField>) => {
  let query = db.selectFrom('currencies');
  if (filter.q) {
    const like = escapeLike(filter.q);
    query = query.where((eb) => eb.or([eb('code', 'ilike', like), eb('name', 'ilike', like), eb('symbol', 'ilike', like)]));
  }
  if (filter.codes) query = query.where('code', 'in', filter.codes.length ? filter.codes : ['']);
  const sorted = page.sort.field === 'preferred' ? query.orderBy(preferredRank, page.sort.order) : query.orderBy(page.sort.field, page.sort.order);
  const [rows, count] = await Promise.all([
    sorted.selectAll().orderBy('code').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findCurrency = (db: Executor, code: string) => db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();

/** The currency used in the country with this alpha-2 code. */
export const findCountryCurrency = (db: Executor, alpha2: string) =>
  db
    .selectFrom('countries')
    .innerJoin('currencies', 'currencies.code', 'countries.currency_code')
    .selectAll('currencies')
    .where('countries.alpha2_code', '=', alpha2)
    .executeTakeFirst();

// Countries

export const COUNTRY_SORTABLE = ['id', 'name', 'market_factor', 'currency_code'] as const;
export type CountrySortField = (typeof COUNTRY_SORTABLE)[number];
export type CountryFilter = { q?: string; currencyCode?: string; inEurope?: boolean; ids?: string[] };

export type CountryWithCurrency = CountryRow & { currency: CurrencyRow };

/** Every country with its currency, by name (the public list). */
export const listAllCountries = async (db: Executor): Promise<CountryWithCurrency[]> => {
  const rows = await db
    .selectFrom('countries')
    .innerJoin('currencies', 'currencies.code', 'countries.currency_code')
    .selectAll('countries')
    .select(['currencies.symbol', 'currencies.name as currency_name', 'currencies.price', 'currencies.locale', 'currencies.updated_at as currency_updated_at'])
    .orderBy('countries.name')
    .orderBy('countries.id')
    .execute();
  return rows.map(({ symbol, currency_name, price, locale, currency_updated_at, ...country }) => ({
    ...country,
    currency: { code: country.currency_code, symbol, name: currency_name, price, locale, updated_at: currency_updated_at },
  }));
};

export const listCountries = async (db: Executor, filter: CountryFilter, page: Page<CountrySortField>) => {
  let query = db.selectFrom('countries');
  if (filter.q) {
    const like = escapeLike(filter.q);
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', like), eb('native_name', 'ilike', like), eb('alpha2_code', 'ilike', like), eb('alpha3_code', 'ilike', like)]),
    );
  }
  if (filter.currencyCode) query = query.where('currency_code', '=', filter.currencyCode);
  if (filter.inEurope !== undefined) query = query.where('in_europe', '=', filter.inEurope);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length ? filter.ids : ['']);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(page.sort.field, page.sort.order).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findCountry = (db: Executor, id: string) => db.selectFrom('countries').selectAll().where('id', '=', id).executeTakeFirst();

// Changes by administrators: one transaction with the audit row; undefined when there is no such record.

type Changes<Table> = Omit<Updateable<Table>, 'updated_at'>;

export const updateCountry = (db: Kysely<Database>, actorId: string, id: string, changes: Changes<CountriesTable>, now: Date) =>
  db.transaction().execute(async (trx): Promise<CountryRow | undefined> => {
    const before = await trx.selectFrom('countries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before || Object.keys(changes).length === 0) return before;
    const after = await trx.updateTable('countries').set({ ...changes, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'countries', entityId: id, action: 'update', before, after });
    return after;
  });

export const updateCurrency = (db: Kysely<Database>, actorId: string, code: string, changes: Changes<CurrenciesTable>, now: Date) =>
  db.transaction().execute(async (trx): Promise<CurrencyRow | undefined> => {
    const before = await trx.selectFrom('currencies').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
    if (!before || Object.keys(changes).length === 0) return before;
    const after = await trx.updateTable('currencies').set({ ...changes, updated_at: now }).where('code', '=', code).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'currencies', entityId: code, action: 'update', before, after });
    return after;
  });
