import type { Generated, Selectable } from 'kysely';

// Price policies (spec section 3): the default row (no country, no dealer), a country's or a
// dealer's. Plain audited table; amounts are exact decimals kept as strings (numeric).

export interface PricePoliciesTable {
  id: Generated<string>;
  country_id: string | null;
  dealer_id: string | null;
  /** Percent (0 to 100) of a previous order's price still credited once it is a year old. */
  discount_after_a_year: string;
  /** EUR: an upgrade never costs less. */
  minimum_price: string;
  only_on_upgrade_fee: boolean;
  /** Percent (0 to 65) of a dealer's order price that the distributor this row names earns (issue 10, OrderDistributorProfit). */
  distributor_margin: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PricePolicyRow = Selectable<PricePoliciesTable>;
