/** search.*: the global search of the top bar (issue 15). */
export const searchEn = {
  search: {
    open: 'Search (Ctrl+K or /)',
    label: 'Search the portal',
    placeholder: 'Order number, VIN, name, email, ticket or vehicle',
    hint: 'Type at least 3 characters, or an order or ticket number',
    searching: 'Searching…',
    none: 'Nothing found',
    found: '%{smart_count} result |||| %{smart_count} results',
    results: 'Search results',
    kinds: { orders: 'Orders', tickets: 'Tickets', users: 'Users', vehicles: 'Vehicles' },
  },
};
