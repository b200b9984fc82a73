import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hasRole, type AuthUser } from '../../plugins/auth.js';
import { ANY_ACCOUNT_READERS } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { problem } from '../../../events/problem.js';

export const NOT_YOUR_NETWORK = problem('NOT_YOUR_NETWORK', 'You can only see your own accounts and your sub-accounts');

/** Every account below `userId` (children, their children...), with its depth. */
export const descendants = (app: FastifyInstance, userId: string) =>
  sql<{ id: string; parent_id: string; first_name: string; last_name: string; email: string; roles: string[]; active: boolean; depth: number }>`
    WITH RECURSIVE tree AS (
      SELECT id, parent_id, first_name, last_name, email, roles, active, 1 AS depth FROM users WHERE parent_id = ${userId}
      UNION ALL
      SELECT u.id, u.parent_id, u.first_name, u.last_name, u.email, u.roles, u.active, t.depth + 1 FROM users u JOIN tree t ON u.parent_id = t.id WHERE t.depth < 10
    ) SELECT * FROM tree ORDER BY depth, first_name, last_name`.execute(app.db).then((r) => r.rows);

/** Admins see every account; everyone else (Support too) themselves and the accounts below them (api/http/access.ts). */
export const canView = async (app: FastifyInstance, viewer: AuthUser, userId: string): Promise<boolean> => {
  if (hasRole(viewer, ANY_ACCOUNT_READERS) || viewer.id === userId) return true;
  let cursor: string | null = userId;
  for (let depth = 0; cursor && depth < 10; depth += 1) {
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
