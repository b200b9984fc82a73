/** company.*: company information, required-information and the Admin's change requests (issue 13). */
export const companyEn = {
  company: {
    menu: 'Company information',
    title: 'Company information',
    empty: 'No company information yet.',
    save: 'Save',
    request_change: 'Ask for this change',
    saved: 'The company information was saved',
    change_requested: 'Your change was sent: an administrator will check it',
    pending: 'A change asked on %{date} waits for an administrator.',
    fields: { name: 'Company name', vatId: 'VAT number', address: 'Address', postalCode: 'Postal code', city: 'City', countryId: 'Country', email: 'Invoice email', phone: 'Phone' },
    required: {
      title: 'Required information',
      help: 'Before you order, fill in the company information that goes on your invoices.',
      done: 'Your company information is complete.',
    },
    terms: { title: 'Your terms', none: 'No terms uploaded yet.', upload: 'Upload terms (PDF)', download: 'Download', uploaded: 'The terms were uploaded' },
    requests: {
      menu: 'Company changes',
      title: 'Company information changes',
      empty: 'No change waits for a decision.',
      current: 'Now',
      requested: 'Asked',
      accept: 'Accept',
      refuse: 'Refuse',
      accepted: 'The change was accepted',
      refused: 'The change was refused',
    },
  },
};
