import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { audit } from '../../../tables/audit/queries.js';
import type { Database } from '../../../database/schema.js';
import { findUserById } from '../../../tables/users/queries.js';
import type { UserRow, UserUpdate } from '../../../tables/users/table.js';
import { HttpError } from '../../http/errors.js';
import { withAccountEvents } from '../account-events.js';
import type { UserChanges } from './schemas.js';
import { problem } from '../../../events/problem.js';
import { optionalPhoneOrRefuse } from '../../../events/accounts/phone.js';
import { normaliseSections } from '../../../events/orderSection/order-section.js';

export const USER_NOT_FOUND = problem('USER_NOT_FOUND', 'User not found');
export const OWN_ADMIN_ACCESS = problem('OWN_ADMIN_ACCESS', 'You cannot remove your own administrator access');
export const PARENT_LOOP = problem('PARENT_LOOP', 'The parent account cannot be this user or one of its sub-users');
export const PARENT_NOT_FOUND = problem('PARENT_NOT_FOUND', 'The parent account does not exist');

/** A parent must exist and must not be the user itself or below it (no loops in the account tree). */
const checkParent = async (trx: Transaction<Database>, userId: string, parentId: string) => {
  let cursor: string | null = parentId;
  for (let depth = 0; cursor; depth += 1) {
    if (cursor === userId || depth > 50) throw new HttpError(400, PARENT_LOOP);
    const parent: { parent_id: string | null } | undefined = await trx.selectFrom('users').select('parent_id').where('id', '=', cursor).executeTakeFirst();
    if (!parent) throw new HttpError(400, PARENT_NOT_FOUND);
    cursor = parent.parent_id;
  }
};

/** Apply an administrator's change to a user, audited, with the account events it makes (one transaction); deactivation ends every session at once. */
export const updateUser = async (app: FastifyInstance, actorId: string, id: string, changes: UserChanges): Promise<UserRow> => {
  const now = app.now();
  const updated = await withAccountEvents(app, async (trx, record) => {
    const before = await trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new HttpError(404, USER_NOT_FOUND);
    if (id === actorId && (changes.active === false || (changes.roles && !changes.roles.includes('Admin')))) throw new HttpError(400, OWN_ADMIN_ACCESS);
    if (changes.parentId) await checkParent(trx, id, changes.parentId);
    const set: UserUpdate = { updated_at: now };
    if (changes.firstName !== undefined) set.first_name = changes.firstName.trim();
    if (changes.lastName !== undefined) set.last_name = changes.lastName.trim();
    if (changes.phone !== undefined) set.phone = optionalPhoneOrRefuse(changes.phone);
    if (changes.countryId !== undefined) set.country_id = changes.countryId?.toUpperCase() ?? null;
    if (changes.roles !== undefined) set.roles = changes.roles;
    if (changes.underReview !== undefined) set.under_review = changes.underReview;
    if (changes.parentId !== undefined) set.parent_id = changes.parentId;
    if (changes.active !== undefined) set.active = changes.active;
    if (changes.canSale !== undefined) set.can_sale = changes.canSale;
    if (changes.canBuy !== undefined) set.can_buy = changes.canBuy;
    if (changes.orderSections !== undefined) set.order_sections = normaliseSections(changes.orderSections);
    if (changes.active === false && before.active) set.session_version = before.session_version + 1;
    const after = await trx.updateTable('users').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    const { password_hash: _p, two_factor_secret: _s, ...beforeAudit } = before;
    const { password_hash: _p2, two_factor_secret: _s2, ...afterAudit } = after;
    await audit(trx, { actorId, entity: 'users', entityId: id, action: 'update', before: beforeAudit, after: afterAudit });
    const at = now.toISOString();
    if (before.active && !after.active) await record('UserDeactivated', { userId: id, by: actorId, at });
    if (!before.active && after.active) await record('UserActivated', { userId: id, by: actorId, at });
    if (before.roles.join() !== after.roles.join()) await record('RolesChanged', { userId: id, roles: after.roles, by: actorId, at });
    if (before.parent_id !== after.parent_id || before.can_buy !== after.can_buy || before.can_sale !== after.can_sale) {
      await record('CreditRightsChanged', { userId: id, parentId: after.parent_id, canBuy: after.can_buy, canSale: after.can_sale, by: actorId, at });
    }
    return after;
  });
  // A change with no account event (a name, a phone) is still read by the next request.
  app.forgetUser(id);
  return updated;
};

export const requireUser = async (app: FastifyInstance, id: string) => {
  const user = await findUserById(app.db, id);
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  return user;
};
