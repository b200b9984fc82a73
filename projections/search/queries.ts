import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { escapeLike, escapeLikePrefix } from '../../database/query-helpers.js';
import { SEARCH_LIMIT_PER_KIND, type SearchTerms } from '../../events/search/terms.js';

// The global search's reads (issue 15), one indexed query per kind, each at most a handful of rows:
// numbers by their unique indexes, VIN starts by the text_pattern_ops index, text by the trigram
// indexes of migration 20261127T050000_search. Who sees what is the caller's (api/routes/search).

type Db = Kysely<Database>;

/** Which orders the caller may find: every one, those of its chain, or a calibrator's own and unassigned. */
export type OrderScope = { all: true } | { chainOf: string } | { calibrator: string };

const USER_TEXT = sql<string>`first_name || ' ' || last_name || ' ' || email`;
const VEHICLE_TEXT = sql<string>`make || ' ' || model || ' ' || generation || ' ' || engine`;

export const searchOrders = async (db: Db, terms: SearchTerms, scope: OrderScope) => {
  if (terms.number === null && terms.vinPrefix === null) return [];
  let query = db.selectFrom('software_orders')
    .select(['id', 'number', 'vin', 'make', 'model', 'engine', 'status', 'dealer_name'])
    .where('number', 'is not', null)
    .where((eb) => eb.or([
      ...(terms.number !== null ? [eb('number', '=', terms.number)] : []),
      ...(terms.vinPrefix !== null ? [eb('vin', 'like', escapeLikePrefix(terms.vinPrefix))] : []),
    ]));
  if ('chainOf' in scope) query = query.where('dealer_chain', '@>', sql<string[]>`ARRAY[${scope.chainOf}]::uuid[]`);
  if ('calibrator' in scope) query = query.where((eb) => eb.or([eb('calibrator_id', '=', scope.calibrator), eb('calibrator_id', 'is', null)]));
  return query.orderBy('number', 'desc').limit(SEARCH_LIMIT_PER_KIND).execute();
};

/** Live tickets by number or title; `chainOf` narrows to one account's and those below it. */
export const searchTickets = async (db: Db, terms: SearchTerms, chainOf: string | null) => {
  let query = db.selectFrom('tickets').select(['id', 'number', 'title', 'status']).where('deleted_at', 'is', null)
    .where((eb) => eb.or([
      ...(terms.number !== null ? [eb('number', '=', terms.number)] : []),
      ...(terms.text !== null ? [eb('title', 'ilike', escapeLike(terms.text))] : []),
    ]));
  if (chainOf) query = query.where('dealer_chain', '@>', sql<string[]>`ARRAY[${chainOf}]::uuid[]`);
  return query.orderBy('number', 'desc').limit(SEARCH_LIMIT_PER_KIND).execute();
};

/** Accounts (never sub-users: they are their parent's logins) by name or email. */
export const searchUsers = async (db: Db, terms: SearchTerms) => {
  if (terms.text === null) return [];
  return db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'roles'])
    .where('sub_user_of', 'is', null)
    .where(USER_TEXT, 'ilike', escapeLike(terms.text))
    .orderBy('email').limit(SEARCH_LIMIT_PER_KIND).execute();
};

/** Catalogue vehicles by make, model, generation or engine. */
export const searchVehicles = async (db: Db, terms: SearchTerms) => {
  if (terms.text === null) return [];
  return db.selectFrom('vehicles').select(['id', 'make', 'model', 'generation', 'engine'])
    .where(VEHICLE_TEXT, 'ilike', escapeLike(terms.text))
    .orderBy('make').orderBy('model').orderBy('generation').orderBy('engine').limit(SEARCH_LIMIT_PER_KIND).execute();
};
