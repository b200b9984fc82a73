/** resources.price-policy.* and price_policy.* (spec section 3: the price policy of upgrades). */
export const pricePolicyEn = {
  resources: {
    'price-policy': {
      name: 'Price policy |||| Price policies',
      empty: 'No price policies yet.',
      fields: {
        id: 'Id',
        scope: 'Applies to',
        country_id: 'Country',
        dealer_id: 'Dealer',
        discount_after_a_year: 'Discount after a year (%)',
        minimum_price: 'Minimum price (EUR)',
        only_on_upgrade_fee: 'Only on upgrade fee',
        distributor_margin: 'Distributor margin (%)',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
    },
  },
  price_policy: {
    scope: { default: 'Everyone (default)', country: 'Country', dealer: 'Dealer' },
    default_title: 'Default policy',
    default_hint: 'Applies to every dealer without a policy of their own or of their country. It cannot be deleted.',
    scope_hint: 'Choose a country or a dealer (a dealer’s policy also covers its sub-dealers). The most specific policy wins: dealer, then country, then the default.',
    discount_hint: 'Percent of the previous order’s price still credited once it is a year old (younger: 100 %).',
    minimum_hint: 'An upgrade never costs less than this.',
    only_upgrade_hint: 'On: the previous order counts only when the new stage is above it.',
    margin_hint: 'For a distributor: the percent (0 to 65) of its dealers’ order prices it earns on each paid order (OrderDistributorProfit). 0: none.',
    yes: 'Yes',
    no: 'No',
    validation: {
      one_scope: 'Choose a country or a dealer, not both',
      scope_required: 'Choose a country or a dealer',
      percent: 'Enter a percent from 0 to 100',
      margin: 'Enter a percent from 0 to 65',
    },
  },
};
