/** credit.dashboard.* */
export const dashboardEn = {
  title: 'Credit dashboard',
  title_for: 'Credit dashboard of %{name}',
  pick_account: 'Account',
  pick_hint: 'Choose an account to see its credits.',
  received: 'Received',
  used: 'Used',
  transferred: 'Transferred',
  remaining: 'Remaining',
  low_balance: 'Your balance is low: buy credits to keep ordering.',
  low_balance_other: 'The balance of this account is low.',
  no_balance_unlimited: 'This account may order without balance, without a limit.',
  no_balance_limit: 'This account may order without balance up to %{limit}.',
  recent: 'Latest movements',
};
