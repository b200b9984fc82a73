import { Type, type Static } from 'typebox';
import type { Db } from '../../../database/connect.js';
import { countChildren } from '../../../tables/users/queries.js';
import { accountSummary } from '../../../projections/credit/queries.js';
import { toCredits } from '../../../events/credit/credits.js';
import { owed } from '../../../events/credit/order-rule.js';
import { ROLES, type UserRow } from '../../../tables/users/table.js';
import { orderSectionText } from '../../../events/orderSection/order-section.js';
import { companyInformation, findCompany } from '../../../tables/companies/queries.js';

// The user information shape of spec section 3; the credit fields come from the ledger's read model.

export const RoleSchema = Type.Union([
  Type.Literal('Admin'), Type.Literal('Distributor'), Type.Literal('Dealer'), Type.Literal('SubDealer'), Type.Literal('Calibrator'), Type.Literal('Support'),
]) satisfies { anyOf: { const: (typeof ROLES)[number] }[] };

/** Who an account is, as every answer about a user names it (the caller's own info, the users list). */
export const UserIdentityFields = {
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  countryId: Type.Union([Type.String(), Type.Null()]),
};

export const UserInfo = Type.Object({
  ...UserIdentityFields,
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
  /** Spec section 8 "Information Incomplete": the account fills its company information (required-information) before ordering. */
  informationIncomplete: Type.Boolean(),
});
export type UserInfo = Static<typeof UserInfo>;

export const toUserInfo = async (db: Db, user: UserRow): Promise<UserInfo> => {
  const [children, account, company, parentCompany] = await Promise.all([
    countChildren(db, user.id), accountSummary(db, user.id), findCompany(db, user.id), user.parent_id ? findCompany(db, user.parent_id) : undefined,
  ]);
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
    balance: toCredits(account.balance),
    canBuy: user.can_buy && !user.roles.includes('Admin'),
    canSale: user.can_sale,
    haveChildren: children > 0,
    haveParent: user.parent_id !== null,
    parentId: user.parent_id,
    // Our reading (api/CONTRACT.md "Company information"): U is the user's own company, P its parent's (who sells it credits).
    invoiceInformationP: companyInformation(parentCompany),
    invoiceInformationU: companyInformation(company),
    priceList: null,
    // The parts of ECU-COMBO-DSG the user may order, as "ECU-DSG"; null is full access.
    orderSection: orderSectionText(user.order_sections),
    permissions: [],
    allowedOrderNoBalance: { limit: account.creditLimit === null ? null : toCredits(account.creditLimit), status: account.allowedWithoutBalance },
    // What the account owes when it ordered without balance: what the creation rule compares with the limit.
    totalOrderSoftwareToPay: toCredits(owed(account)),
    twoFactorEnabled: user.two_factor_enabled,
    informationIncomplete: company?.required === true && company.completed_at === null,
  };
};
