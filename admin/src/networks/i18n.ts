/** networks.*: sub-dealer registrations and the distributors' networks (issue 13). */
export const networksEn = {
  networks: {
    menu: 'Network',
    registrations: {
      menu: 'Registrations',
      badge: '%{smart_count} registration waits |||| %{smart_count} registrations wait',
      title: 'Sub-dealer registrations',
      help: 'Sub-dealers who registered under you wait for your decision before they can sign in.',
      empty: 'No registration waits for a decision.',
      accept: 'Accept',
      refuse: 'Refuse',
      accepted: '%{email} can now sign in',
      refused: 'The registration of %{email} was refused',
      fields: { name: 'Name', email: 'Email', phone: 'Phone', countryId: 'Country', emailVerified: 'Email confirmed', createdAt: 'Registered' },
    },
    dealers: {
      menu: 'Dealer networks',
      title: 'Dealers of a distributor',
      help: 'A dealer in a distributor\'s network buys its credits from that distributor; out of it, from the house.',
      distributor: 'Distributor',
      dealer: 'Dealer',
      add: 'Add to the network',
      remove: 'Remove from the network',
      added: 'The dealer is now in the distributor\'s network',
      removed: 'The dealer was removed from the network',
    },
  },
};
