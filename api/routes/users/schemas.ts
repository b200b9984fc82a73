import { Type, type Static } from 'typebox';
import type { UserRow } from '../../../tables/users/table.js';
import { RoleSchema, UserIdentityFields } from '../user/user-info.js';
import { OrderSectionSchema, Sections } from '../orderSection/schemas.js';

export const UserRecord = Type.Object({
  ...UserIdentityFields,
  roles: Type.Array(RoleSchema),
  active: Type.Boolean(),
  underReview: Type.Boolean(),
  emailVerified: Type.Boolean(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  twoFactorEnabled: Type.Boolean(),
  canSale: Type.Boolean(),
  canBuy: Type.Boolean(),
  /** The parts of ECU-COMBO-DSG the user may order; null is full access. */
  orderSections: Type.Union([Type.Array(OrderSectionSchema), Type.Null()]),
  language: Type.String(),
  createdAt: Type.String(),
});
export type UserRecord = Static<typeof UserRecord>;

const Roles = Type.Array(RoleSchema, { minItems: 1, uniqueItems: true });
const Name = Type.String({ minLength: 1, maxLength: 100 });

/** What an administrator may change; other fields a full react-admin record carries are ignored. */
export const UserChanges = Type.Object({
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  countryId: Type.Optional(Type.Union([Type.String({ minLength: 2, maxLength: 2 }), Type.Null()])),
  roles: Type.Optional(Roles),
  active: Type.Optional(Type.Boolean()),
  underReview: Type.Optional(Type.Boolean()),
  parentId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  canSale: Type.Optional(Type.Boolean()),
  canBuy: Type.Optional(Type.Boolean()),
  orderSections: Type.Optional(Sections),
});
export type UserChanges = Static<typeof UserChanges>;

export const NewUser = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  firstName: Name,
  lastName: Name,
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  countryId: Type.Optional(Type.Union([Type.String({ minLength: 2, maxLength: 2 }), Type.Null()])),
  roles: Roles,
  parentId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  canSale: Type.Optional(Type.Boolean()),
  canBuy: Type.Optional(Type.Boolean()),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

export const UserId = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const UpdateRolBody = Type.Object({ id: Type.String({ format: 'uuid' }), roles: Roles });

export const toUserRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  countryId: row.country_id,
  roles: row.roles,
  active: row.active,
  underReview: row.under_review,
  emailVerified: row.email_verified_at !== null,
  parentId: row.parent_id,
  twoFactorEnabled: row.two_factor_enabled,
  canSale: row.can_sale,
  canBuy: row.can_buy,
  orderSections: row.order_sections,
  language: row.language,
  createdAt: row.created_at.toISOString(),
});
