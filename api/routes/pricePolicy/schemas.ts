import { Type, type Static } from 'typebox';
import { AMOUNT_FORMAT, euroAmount } from '../../../events/catalogue/euro-amount.js';
import { policyScope } from '../../../events/catalogue/price-policy.js';
import type { PricePolicyFields } from '../../../tables/pricePolicy/queries.js';
import type { PricePolicyRow } from '../../../tables/pricePolicy/table.js';
import { HttpError } from '../../http/errors.js';
import { problem } from '../../../events/problem.js';
import { DISTRIBUTOR_MARGIN_MAX } from '../../../events/constants.js';
import { AMOUNT_FORMAT_PROBLEM } from '../../http/price.js';

// API shapes of the price policy (spec section 3). Its fields keep the spec's names
// (discount_after_a_year, minimum_price, only_on_upgrade_fee; country_id and dealer_id as the
// spec's GET common/price-policy query names them); timestamps are camelCase like every resource.

export const PRICE_POLICY_NOT_FOUND = problem('PRICE_POLICY_NOT_FOUND', 'Price policy not found');
export const DEFAULT_NOT_DELETABLE = problem('DEFAULT_POLICY_NOT_DELETABLE', 'The default price policy cannot be deleted: it applies to everyone without a policy of their own');
export const DEFAULT_KEEPS_SCOPE = problem('DEFAULT_POLICY_KEEPS_SCOPE', 'The default price policy applies to everyone: its country and dealer must stay empty');
export const ONE_SCOPE = problem('POLICY_ONE_SCOPE', 'A price policy is for a country or for a dealer, not both');
export const PERCENT_FORMAT = problem('PERCENT_FORMAT', 'Field must be a percent from 0 to 100, with a dot and at most 2 decimals');
export const MARGIN_FORMAT = problem('DISTRIBUTOR_MARGIN_FORMAT', 'Field must be a percent from 0 to {max}, with a dot and at most 2 decimals', { max: DISTRIBUTOR_MARGIN_MAX });
export const MARGIN_NEEDS_DEALER = problem('DISTRIBUTOR_MARGIN_NEEDS_ACCOUNT', 'A distributor margin belongs to the price policy of one account (its distributor)');
export const NOT_YOUR_NETWORK = problem('NOT_YOUR_POLICY_NETWORK', 'You can only see the price policy of your own account and your sub-accounts');
export const COUNTRY_NOT_FOUND = problem('COUNTRY_NOT_FOUND', 'Country not found');
export const USER_NOT_FOUND = problem('USER_NOT_FOUND', 'User not found');

export const Scope = Type.Union([Type.Literal('default'), Type.Literal('country'), Type.Literal('dealer')]);

export const PricePolicy = Type.Object({
  id: Type.String(),
  country_id: Type.Union([Type.String(), Type.Null()]),
  dealer_id: Type.Union([Type.String(), Type.Null()]),
  discount_after_a_year: Type.Number({ description: 'Percent of the previous price still credited once it is a year old' }),
  minimum_price: Type.Number({ description: 'EUR: an upgrade never costs less' }),
  only_on_upgrade_fee: Type.Boolean({ description: 'Credit the previous order only for a stage above it' }),
  distributor_margin: Type.Number({ description: 'Percent (0 to 65) of its dealers\' order prices that the distributor this policy names earns (OrderDistributorProfit)' }),
  scope: Scope,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PricePolicy = Static<typeof PricePolicy>;

const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 20 })]);
export const PricePolicyInput = Type.Object({
  country_id: Type.Optional(Type.Union([Type.String({ maxLength: 2 }), Type.Null()])),
  dealer_id: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  discount_after_a_year: Amount,
  minimum_price: Amount,
  only_on_upgrade_fee: Type.Boolean(),
  /** Only on an account's policy (a distributor's); absent: 0. */
  distributor_margin: Type.Optional(Amount),
});
export type PricePolicyInput = Static<typeof PricePolicyInput>;

export const PolicyQuery = Type.Object({
  country_id: Type.Optional(Type.String({ maxLength: 2 })),
  dealer_id: Type.Optional(Type.String({ format: 'uuid' })),
});

export const PolicyId = Type.Object({ id: Type.String({ format: 'uuid' }) });

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The checked fields of a policy; amounts as numeric keeps them. */
export const pricePolicyFields = (input: PricePolicyInput): PricePolicyFields => {
  const discount = euroAmount(input.discount_after_a_year, { allowZero: true });
  if (discount === undefined || discount === null || Number(discount) > 100) throw new HttpError(400, PERCENT_FORMAT, { field: 'discount_after_a_year' });
  const minimum = euroAmount(input.minimum_price, { allowZero: true });
  if (minimum === undefined || minimum === null) throw new HttpError(400, AMOUNT_FORMAT_PROBLEM, { field: 'minimum_price' });
  const margin = euroAmount(input.distributor_margin ?? 0, { allowZero: true });
  if (margin === undefined || margin === null || Number(margin) > DISTRIBUTOR_MARGIN_MAX) throw new HttpError(400, MARGIN_FORMAT, { field: 'distributor_margin' });
  const fields = {
    country_id: blankToNull(input.country_id)?.toUpperCase() ?? null,
    dealer_id: blankToNull(input.dealer_id),
    discount_after_a_year: discount,
    minimum_price: minimum,
    only_on_upgrade_fee: input.only_on_upgrade_fee,
    distributor_margin: margin,
  };
  if (fields.country_id && fields.dealer_id) throw new HttpError(400, ONE_SCOPE);
  if (Number(margin) > 0 && !fields.dealer_id) throw new HttpError(400, MARGIN_NEEDS_DEALER, { field: 'distributor_margin' });
  return fields;
};

export const toPricePolicy = (row: PricePolicyRow): PricePolicy => ({
  id: row.id,
  country_id: row.country_id,
  dealer_id: row.dealer_id,
  discount_after_a_year: Number(row.discount_after_a_year),
  minimum_price: Number(row.minimum_price),
  only_on_upgrade_fee: row.only_on_upgrade_fee,
  distributor_margin: Number(row.distributor_margin),
  scope: policyScope(row),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
