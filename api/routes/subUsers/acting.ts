import { beyondOwnRights, type PermissionTree } from '../../../events/subUsers/permissions.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { SUB_USER_RIGHTS_EXCEEDED } from './errors.js';

/** A sub-user managing sub-users hands out at most its own rights (else it could create itself a stronger login). */
export const assertWithinOwnRights = (user: AuthUser, granted: PermissionTree) => {
  if (!user.subUser) return;
  const beyond = beyondOwnRights(granted, user.subUser.permissions);
  if (beyond.length) throw new HttpError(403, SUB_USER_RIGHTS_EXCEEDED, { paths: beyond.join(', ') });
};
