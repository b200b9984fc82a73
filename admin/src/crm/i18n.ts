/** crm.*: the Sales CRM screens (issue 14). */
export const crmEn = {
  crm: {
    menu: { users: 'Sales CRM', logs: 'CRM activity', deals: 'Deals & promotions' },
    english: 'English',
    spanish: 'Spanish',
    search: 'Search',
    no_target: 'No target',
    list_price: 'Price list',
    promotion_line: 'Promotion %{title} (-%{percent}%)',
    fields: {
      name: 'Name', email: 'Email', credits_to_buy: 'Sales target (credits)', bought: 'Credits bought', target_status: 'Target status',
      last_appointment: 'Next meeting', feedback_average: 'Feedback average', feedback_total: 'Ratings', from: 'Counting from', date_meet: 'Meeting date',
      description: 'Description', comment: 'Comment', text: 'Text', at: 'When', kind: 'What', actor: 'By',
    },
    users: { title: 'Sales CRM', empty: 'No customers found.' },
    user: { title: 'Sales CRM customer', not_found: 'This customer is not in the Sales CRM.' },
    target: { title: 'Sales target', save: 'Set target', saved: 'The sales target was set', history: 'Targets' },
    meetings: {
      title: 'Meetings', empty: 'No meetings yet.', add: 'Add meeting', added: 'The meeting was added', delete: 'Delete', deleted: 'The meeting was deleted',
    },
    feedback: { title: 'Feedback ratings', empty: 'No ratings yet.', add: 'Add rating', added: 'The rating was added' },
    logs: { title: 'Activity log', empty: 'No activity yet.', add: 'Add log entry', added: 'The log entry was added' },
    kinds: {
      SalesTargetSet: 'Sales target set', SalesMeetingScheduled: 'Meeting added', SalesMeetingDeleted: 'Meeting deleted', SalesFeedbackRated: 'Rating added',
      CustomLogWritten: 'Note', PromotionCreated: 'Promotion created',
    },
    deals: {
      title: 'Deals & promotions', empty: 'No promotions yet.', new: 'New promotion', create: 'Create promotion', created: 'The promotion was created',
      countries_help: 'Country codes separated by commas, e.g. ES, NL',
      users_count: '%{smart_count} user |||| %{smart_count} users',
      fields: { title: 'Title', discountPercent: 'Discount (%)', products: 'Applies to', audience: 'For', period: 'Period', status: 'Status', startsAt: 'Starts', endsAt: 'Ends', users: 'Customers', countries: 'Countries' },
      products: { credits: 'Credit packages', software: 'Software orders' },
      status: { scheduled: 'Scheduled', active: 'Active', ended: 'Ended' },
    },
  },
};
