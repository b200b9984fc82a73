import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { SEED_COUNTRIES, SEED_CURRENCIES } from './seed-data.js';

/** Prices apply unchanged until an administrator sets a market's factor. */
export const DEFAULT_MARKET_FACTOR = '1';

/**
 * Reference data for an empty database: every currency in use, then every country (market factor 1).
 * Idempotent and safe when two servers start at once; once countries exist nothing is touched, so
 * administrators' edits of rates and market factors survive restarts. Answers how many countries it added.
 */
export const seedGeo = async (db: Kysely<Database>): Promise<number> =>
  db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE countries IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const existing = await trx.selectFrom('countries').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    await trx.insertInto('currencies').values(SEED_CURRENCIES).onConflict((oc) => oc.column('code').doNothing()).execute();
    await trx.insertInto('countries').values(SEED_COUNTRIES.map((country) => ({ ...country, market_factor: DEFAULT_MARKET_FACTOR }))).execute();
    return SEED_COUNTRIES.length;
  });
