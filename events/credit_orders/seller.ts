import { HOUSE_ACCOUNT } from '../ledger/credits.js';

export type ParentAccount = { id: string; roles: readonly string[]; canSale: boolean };

/** Who sells credits to a buyer: its parent when that parent is a Distributor or Dealer allowed to sell, otherwise the house. */
export const sellerFor = (parent: ParentAccount | null): string =>
  parent && parent.canSale && parent.roles.some((role) => role === 'Distributor' || role === 'Dealer') ? parent.id : HOUSE_ACCOUNT;
