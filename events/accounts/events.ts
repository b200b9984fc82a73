import type { NewEvent } from '../store/port.js';

// Account lifecycle facts. The users table is the write model of accounts (DESIGN.md: plain
// tables); these events record what happened to an account, in its `user-<id>` stream, for the
// security timeline, the live logout of a deactivated user and later reports.

export const accountStream = (userId: string) => `user-${userId}`;
export const ACCOUNT_STREAM_PREFIX = 'user-';

export type AccountEventData = {
  /** `adopted`: recorded at a start for an account an older version created without it (api/services/accounts). */
  UserRegistered: { userId: string; email: string; roles: string[]; parentId: string | null; at: string; adopted?: true };
  EmailVerified: { userId: string; at: string };
  UserSignedIn: { userId: string; ip: string; twoFactor: boolean; at: string };
  PasswordChanged: { userId: string; at: string };
  PasswordReset: { userId: string; at: string };
  TwoFactorEnabled: { userId: string; at: string };
  TwoFactorDisabled: { userId: string; at: string };
  SessionsClosed: { userId: string; at: string };
  UserDeactivated: { userId: string; by: string | null; at: string };
  UserActivated: { userId: string; by: string | null; at: string };
  RolesChanged: { userId: string; roles: string[]; by: string | null; at: string };
  /** What the account may do with credits changed: who sells to it (its parent) or its buy and sale rights. */
  CreditRightsChanged: { userId: string; parentId: string | null; canBuy: boolean; canSale: boolean; by: string | null; at: string };
};

export type AccountEventType = keyof AccountEventData;
export const ACCOUNT_EVENT_TYPES = [
  'UserRegistered', 'EmailVerified', 'UserSignedIn', 'PasswordChanged', 'PasswordReset', 'TwoFactorEnabled',
  'TwoFactorDisabled', 'SessionsClosed', 'UserDeactivated', 'UserActivated', 'RolesChanged', 'CreditRightsChanged',
] as const satisfies readonly AccountEventType[];

export type AccountEvent = { [T in AccountEventType]: NewEvent<T, AccountEventData[T]> }[AccountEventType];

export const accountEvent = <T extends AccountEventType>(id: string, type: T, data: AccountEventData[T]): NewEvent<T, AccountEventData[T]> => ({
  id,
  type,
  data,
});
