/** credit.movements.* */
export const movementsEn = {
  history_title: 'Credit history',
  received_title: 'Credits received',
  sent_title: 'Credits sent',
  house: 'Portal',
  empty: 'No movements yet',
  from_account: 'From %{name}',
  to_account: 'To %{name}',
};

const fields = {
  createdAt: 'Date',
  kind: 'Kind',
  group: 'Group',
  counterparty: 'From / to',
  fromTo: 'From → to',
  description: 'Description',
  amount: 'Amount',
  balanceAfter: 'Balance after',
  fromBalanceAfter: 'Payer balance after',
  toBalanceAfter: 'Receiver balance after',
  reference: 'Reference',
  userId: 'Account',
  from: 'From date',
  to: 'To date',
};

/** resources.movements and resources.admin-history (column and filter labels). */
export const movementResourcesEn = {
  movements: { name: 'Movement |||| Movements', fields },
  'admin-history': { name: 'Movement |||| Movements', fields },
};
