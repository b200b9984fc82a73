import { describe, expect, it } from 'vitest';
import { choosePricePolicy, policyScope } from './price-policy.js';

const policy = (name: string, country_id: string | null, dealer_id: string | null) => ({ name, country_id, dealer_id });
const fallback = policy('default', null, null);
const spain = policy('spain', 'ES', null);
const netherlands = policy('netherlands', 'NL', null);
const dealer = policy('dealer', null, 'dealer-1');
const distributor = policy('distributor', null, 'distributor-1');
const all = [netherlands, dealer, fallback, spain, distributor];

const chosen = (policies: typeof all, dealerChain: string[], countryId: string | null) => {
  const result = choosePricePolicy(policies, { dealerChain, countryId });
  return result && { name: result.policy.name, scope: result.scope };
};

describe('the most specific price policy wins', () => {
  it("takes the dealer's own policy over its country's and the default", () => {
    expect(chosen(all, ['dealer-1', 'distributor-1'], 'ES')).toEqual({ name: 'dealer', scope: 'dealer' });
  });

  it('takes the nearest account above with a policy: a dealer policy covers its sub-dealers', () => {
    expect(chosen(all, ['subdealer-1', 'dealer-1', 'distributor-1'], 'ES')).toEqual({ name: 'dealer', scope: 'dealer' });
    expect(chosen(all, ['other-dealer', 'distributor-1'], 'ES')).toEqual({ name: 'distributor', scope: 'dealer' });
  });

  it("takes the country's policy when no account in the chain has one", () => {
    expect(chosen(all, ['other-dealer'], 'ES')).toEqual({ name: 'spain', scope: 'country' });
    expect(chosen(all, [], 'NL')).toEqual({ name: 'netherlands', scope: 'country' });
  });

  it('falls back to the default without a dealer or country policy', () => {
    expect(chosen(all, ['other-dealer'], 'FR')).toEqual({ name: 'default', scope: 'default' });
    expect(chosen(all, [], null)).toEqual({ name: 'default', scope: 'default' });
  });

  it('answers nothing when there is not even a default', () => {
    expect(chosen([spain], [], 'FR')).toBeUndefined();
  });

  it('names the scope of a row', () => {
    expect([fallback, spain, dealer].map(policyScope)).toEqual(['default', 'country', 'dealer']);
  });
});
