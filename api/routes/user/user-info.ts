import { Type, type Static } from 'typebox';
import type { Db } from '../../../projections/database/connect.js';
import { countChildren } from '../../../projections/users/queries.js';
import { ROLES, type UserRow } from '../../../projections/users/table.js';

// The user information shape of spec section 3. Credit fields (balance, limits) are filled by the
// ledger (issue 3); until then they carry their neutral values.

export const RoleSchema = Type.Union([
  Type.Literal('Admin'), Type.Literal('Distributor'), Type.Literal('Dealer'), Type.Literal('SubDealer'), Type.Literal('Calibrator'), Type.Literal('Support'),
]) satisfies { anyOf: { const: (typeof ROLES)[number] }[] };

export const UserInfo = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  countryId: Type.Union([Type.String(), Type.Null()]),
  language: Type.String(),
  rol: Type.Array(RoleSchema),
  active: Type.Boolean(),
  balance: Type.Number(),
  canBuy: Type.Boolean(),
  canSale: Type.Boolean(),
  haveChildren: Type.Boolean(),
  haveParent: Type.Boolean(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  invoiceInformationP: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  invoiceInformationU: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  priceList: Type.Union([Type.String(), Type.Null()]),
  orderSection: Type.Union([Type.String(), Type.Null()]),
  permissions: Type.Array(Type.Object({ value: Type.String(), status: Type.Boolean(), process: Type.String() })),
  allowedOrderNoBalance: Type.Object({ limit: Type.Union([Type.Number(), Type.Null()]), status: Type.Boolean() }),
  totalOrderSoftwareToPay: Type.Number(),
  twoFactorEnabled: Type.Boolean(),
});
export type UserInfo = Static<typeof UserInfo>;

export const toUserInfo = async (db: Db, user: UserRow): Promise<UserInfo> => {
  const children = await countChildren(db, user.id);
  const trades = user.roles.some((r) => r === 'Distributor' || r === 'Dealer');
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    countryId: user.country_id,
    language: user.language,
    rol: user.roles,
    active: user.active,
    balance: 0,
    canBuy: !user.roles.includes('Admin'),
    canSale: trades || user.roles.includes('Admin'),
    haveChildren: children > 0,
    haveParent: user.parent_id !== null,
    parentId: user.parent_id,
    invoiceInformationP: null,
    invoiceInformationU: null,
    priceList: null,
    orderSection: null,
    permissions: [],
    allowedOrderNoBalance: { limit: null, status: false },
    totalOrderSoftwareToPay: 0,
    twoFactorEnabled: user.two_factor_enabled,
  };
};
