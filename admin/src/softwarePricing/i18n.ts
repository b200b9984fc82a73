/** resources.software-pricing.* and software_pricing.* (surcharge per urgency level and order type). */
export const softwarePricingEn = {
  resources: {
    'software-pricing': {
      name: 'Software pricing |||| Software pricing',
      fields: { urgency: 'Urgency', position: 'Order', updatedAt: 'Updated' },
    },
  },
  software_pricing: {
    title: 'Software pricing',
    intro: 'Surcharge in EUR added to a software order for each urgency level, by order type. 0 = no surcharge.',
    urgency: { one_week: '1 week', two_days: '2 days', one_day: '1 day', four_hours: '4 hours', two_hours: '2 hours', one_hour: '1 hour' },
    order_type: { ECU: 'ECU', DSG: 'DSG', ECU_DSG: 'ECU + DSG' },
    urgency_column: 'Urgency',
    saved: 'Software pricing saved (%{count} prices changed)',
  },
};
