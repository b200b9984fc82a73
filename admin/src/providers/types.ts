import type { Static } from 'typebox';
import type { Role } from '../constants';
import type { ApiAnswer, ApiBody } from './apiTypes';
import type * as auth from '../../../api/routes/auth/schemas';
import type * as users from '../../../api/routes/users/schemas';
import type * as info from '../../../api/routes/user/user-info';
import type { PermissionTree, SubUserRole } from '../../../events/subUsers/permissions';

// Type-only imports of the API's schemas where the admin reads a resource as the API defines it.

/** A record of the users resource (GET/PUT /api/users/:id). */
export type UserRecord = Static<typeof users.UserRecord>;
/** The answer of a command that only says what it did; `code` tells the answers of one call apart. */
export type MessageAnswer = Static<typeof auth.Message>;

/** A signed-in sub-user beside its parent's UserInfo (GET /api/user/view, CONTRACT.md "Sub-users"). */
export interface SubUserInfo {
  id: string;
  email: string;
  /** Its own full name (its email when it has none). */
  name: string;
  role: SubUserRole;
  permissions: PermissionTree;
  /** Its own login's two-factor (the UserInfo's `twoFactorEnabled` is the parent's). */
  twoFactorEnabled: boolean;
}

/**
 * UserInfo of CONTRACT.md (spec section 3), returned by signin, two-factor and GET /api/user/view;
 * for a sub-user, user/view answers its parent's with `subUser`.
 */
export type UserInfo = Static<typeof info.UserInfo> & { subUser?: SubUserInfo };

export type Country = ApiAnswer<'/api/geo/countries'>[number];
export type Dealer = ApiAnswer<'/api/auth/dealers'>[number];
export type SignupPayload = ApiBody<'/api/signup'>;
export type TwoFactorSetup = ApiAnswer<'/api/user/two-factor/setup', 'post'>;
export type ClosedSessions = ApiAnswer<'/api/close-sessions/{token}', 'post'>;

/** One entry of GET /api/user/activity (the account's security timeline). */
export interface ActivityEntry {
  id: number | string;
  type: string;
  at: string;
  detail: Record<string, unknown> | null;
}

/** Live socket events of CONTRACT.md. */
export interface PortalNotification {
  id: number | string;
  type?: string;
  title?: string;
  text?: string;
  time?: string;
  url?: string;
  itemId?: number | string;
  count?: number;
}
