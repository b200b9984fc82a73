import type { Translations } from '../../i18n/types';

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

export const dashboardEs: Translations<typeof dashboardEn> = {
  title: 'Panel de créditos',
  title_for: 'Panel de créditos de %{name}',
  pick_account: 'Cuenta',
  pick_hint: 'Elija una cuenta para ver sus créditos.',
  received: 'Recibidos',
  used: 'Usados',
  transferred: 'Transferidos',
  remaining: 'Restantes',
  low_balance: 'Su saldo es bajo: compre créditos para seguir haciendo pedidos.',
  low_balance_other: 'El saldo de esta cuenta es bajo.',
  no_balance_unlimited: 'Esta cuenta puede hacer pedidos sin saldo, sin límite.',
  no_balance_limit: 'Esta cuenta puede hacer pedidos sin saldo hasta %{limit}.',
  recent: 'Últimos movimientos',
};
