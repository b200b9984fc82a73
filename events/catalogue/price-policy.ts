// Which price policy applies to a dealer (spec section 3: discount_after_a_year, minimum_price,
// only_on_upgrade_fee; events/catalogue/upgrade.ts says how an upgrade uses them).
// Our reading: a policy belongs to a dealer, to a country, or to no one (the default). The most
// specific one wins: the dealer's own, then the nearest account above it in its network that has
// one (a dealer's policy covers its sub-dealers), then its country's, then the default.

export type PolicyScope = 'dealer' | 'country' | 'default';
export type ScopedPolicy = { country_id: string | null; dealer_id: string | null };

/** The scope of a policy row: a dealer's, a country's, or the default (neither). */
export const policyScope = (policy: ScopedPolicy): PolicyScope => (policy.dealer_id ? 'dealer' : policy.country_id ? 'country' : 'default');

/**
 * The policy that applies, with the scope it was chosen at.
 * `dealerChain`: the dealer and the accounts above it, nearest first; `countryId`: the country asked for.
 */
export const choosePricePolicy = <P extends ScopedPolicy>(
  policies: readonly P[],
  target: { dealerChain: readonly string[]; countryId: string | null },
): { policy: P; scope: PolicyScope } | undefined => {
  for (const dealerId of target.dealerChain) {
    const own = policies.find((p) => p.dealer_id === dealerId);
    if (own) return { policy: own, scope: 'dealer' };
  }
  const country = target.countryId ? policies.find((p) => p.dealer_id === null && p.country_id === target.countryId) : undefined;
  if (country) return { policy: country, scope: 'country' };
  const fallback = policies.find((p) => p.dealer_id === null && p.country_id === null);
  return fallback ? { policy: fallback, scope: 'default' } : undefined;
};
