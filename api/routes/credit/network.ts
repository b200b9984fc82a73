import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../database/schema.js';
import { escapeLike } from '../../../database/query-helpers.js';
import { hasRole, type AuthUser } from '../../plugins/auth.js';
import { ANY_ACCOUNT_READERS } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { problem } from '../../../events/problem.js';

export const NOT_YOUR_NETWORK = problem('NOT_YOUR_NETWORK', 'You can only see your own accounts and your sub-accounts');

/** Which accounts below the caller a page lists: name or email containing `q`, the direct ones only, these ids. */
export type NetworkFilter = { q?: string; directOnly?: boolean; ids?: string[] };

/** The deepest level of a network the portal walks (distributor, dealer, sub-dealer... with room to spare). */
const MAX_DEPTH = 10;

/**
 * One page of the accounts below `userId` (children, their children...) in tree order: each account
 * under its parent, siblings by name, so the screen's indentation reads as the tree. The walk is of
 * the caller's own subtree (an index on parent_id serves each step); only the page's rows are joined
 * to their balances and sent.
 */
export const networkPage = async (db: Kysely<Database>, userId: string, filter: NetworkFilter, page: { offset: number; limit: number }) => {
  const tree = sql`
    WITH RECURSIVE tree AS (
      SELECT id, parent_id, first_name, last_name, email, roles, active, 1 AS depth,
             ARRAY[lower(first_name || ' ' || last_name), id::text] AS path
        FROM users WHERE parent_id = ${userId}
      UNION ALL
      SELECT u.id, u.parent_id, u.first_name, u.last_name, u.email, u.roles, u.active, t.depth + 1,
             t.path || ARRAY[lower(u.first_name || ' ' || u.last_name), u.id::text]
        FROM users u JOIN tree t ON u.parent_id = t.id WHERE t.depth < ${filter.directOnly ? 1 : MAX_DEPTH}
    )`;
  const like = filter.q ? escapeLike(filter.q) : null;
  const where = sql`WHERE (${like}::text IS NULL OR email ILIKE ${like} OR first_name || ' ' || last_name ILIKE ${like})
    AND (${filter.ids ?? null}::uuid[] IS NULL OR id = ANY(${filter.ids ?? null}::uuid[]))`;
  // One walk: the page and the count of every match (a window over the matches, before the limit);
  // only the page's rows are joined to their balances.
  const { rows } = await sql<NetworkRow & { total: string }>`${tree}
    SELECT p.id, p.parent_id, p.first_name, p.last_name, p.email, p.roles, p.active, p.depth, p.total, coalesce(l.balance, 0) AS balance
      FROM (SELECT tree.*, count(*) OVER () AS total FROM tree ${where} ORDER BY path LIMIT ${page.limit} OFFSET ${page.offset}) p
      LEFT JOIN ledger_accounts l ON l.account = p.id::text
     ORDER BY p.path`.execute(db);
  if (rows.length || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // A page past the end has no row to carry the count.
  const count = await sql<{ total: string }>`${tree} SELECT count(*) AS total FROM tree ${where}`.execute(db);
  return { rows, total: Number(count.rows[0].total) };
};

type NetworkRow = { id: string; parent_id: string; first_name: string; last_name: string; email: string; roles: string[]; active: boolean; depth: number; balance: string };

/** Admins see every account; everyone else (Support too) themselves and the accounts below them (api/http/access.ts). */
export const canView = async (app: FastifyInstance, viewer: AuthUser, userId: string): Promise<boolean> => {
  if (hasRole(viewer, ANY_ACCOUNT_READERS) || viewer.id === userId) return true;
  let cursor: string | null = userId;
  for (let depth = 0; cursor && depth < MAX_DEPTH; depth += 1) {
    const row: { parent_id: string | null } | undefined = await app.db.selectFrom('users').select('parent_id').where('id', '=', cursor).executeTakeFirst();
    if (!row) break;
    if (row.parent_id === viewer.id) return true;
    cursor = row.parent_id;
  }
  return false;
};

/** The credit screens' refusal of another network's account (403, as the spec's screens expect). */
export const assertCanView = async (app: FastifyInstance, viewer: AuthUser, userId: string) => {
  if (!(await canView(app, viewer, userId))) throw new HttpError(403, NOT_YOUR_NETWORK);
};
