import type { Translations } from '../../i18n/types';
import type { dashboardEn } from './i18n';

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
