import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrderSection } from '../../events/constants.js';

// Users are a plain table (DESIGN.md); every change also lands in audit_log.

export const ROLES = ['Admin', 'Distributor', 'Dealer', 'SubDealer', 'Calibrator', 'Support'] as const;
export type Role = (typeof ROLES)[number];

export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  country_id: string | null;
  password_hash: string;
  roles: ColumnType<Role[], Role[], Role[]>;
  active: Generated<boolean>;
  /** Registered accounts wait for an administrator when this is set ("Your account is being verified"). */
  under_review: Generated<boolean>;
  email_verified_at: Date | null;
  parent_id: string | null;
  two_factor_secret: string | null;
  two_factor_enabled: Generated<boolean>;
  /** Bumped to revoke every token issued before (close-sessions, deactivation, password change or reset). */
  session_version: Generated<number>;
  /** Sessions signed out before their tokens expire (POST /signout, api/routes/auth/sessions.ts); jsonb. */
  ended_sessions: ColumnType<EndedSession[], string | undefined, string>;
  language: Generated<string>;
  /** Per-user permissions of spec section 6: may sell (transfer) credits, may buy them. */
  can_sale: Generated<boolean>;
  can_buy: Generated<boolean>;
  /** The parts of ECU-COMBO-DSG the user may order (spec section 6); null is full access (tables/orderSection). */
  order_sections: OrderSection[] | null;
  /** Set for a sub-user (issue 13): the account it acts for. A sub-user has no roles of its own. */
  sub_user_of: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One signed-out session: its token's `sid`, kept until the token would have expired anyway. */
export type EndedSession = { sid: string; until: string };

/** Sellers by default: distributors and dealers sell credits to the accounts below them. */
export const defaultCanSale = (roles: readonly Role[]) => roles.some((role) => role === 'Distributor' || role === 'Dealer');

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export const TOKEN_PURPOSES = ['verify_email', 'reset_password', 'close_sessions'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** One-time tokens sent by mail; only their SHA-256 is stored. */
export interface UserTokensTable {
  token_hash: string;
  user_id: string;
  purpose: TokenPurpose;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}
