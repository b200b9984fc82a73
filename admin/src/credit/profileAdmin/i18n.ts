import type { Translations } from '../../i18n/types';

/** credit.profile_admin.* */
export const profileAdminEn = {
  title: 'Credit account',
  heading: 'Credit account of %{name}',
  not_found: 'This account does not exist',
  details_title: 'Account',
  active: 'Active',
  inactive: 'Inactive',
  allowance_title: 'Order without balance',
  allowance_help: 'Let the account order software when its balance does not cover the price, up to a limit of credits owed.',
  allowed: 'Allow ordering without balance',
  limit: 'Limit (credits)',
  limit_help: 'Leave empty for no limit',
  allowance_saved: 'The order-without-balance setting has been saved',
  permissions_title: 'Credit permissions',
  canSale: 'May sell (transfer) credits',
  canBuy: 'May buy credits',
  permissions_saved: 'The permissions have been saved',
  movements_title: 'Movements',
};

export const profileAdminEs: Translations<typeof profileAdminEn> = {
  title: 'Cuenta de créditos',
  heading: 'Cuenta de créditos de %{name}',
  not_found: 'Esta cuenta no existe',
  details_title: 'Cuenta',
  active: 'Activa',
  inactive: 'Inactiva',
  allowance_title: 'Pedidos sin saldo',
  allowance_help: 'Permita que la cuenta pida software cuando su saldo no cubre el precio, hasta un límite de créditos adeudados.',
  allowed: 'Permitir pedidos sin saldo',
  limit: 'Límite (créditos)',
  limit_help: 'Déjelo vacío para no tener límite',
  allowance_saved: 'Se ha guardado la configuración de pedidos sin saldo',
  permissions_title: 'Permisos de créditos',
  canSale: 'Puede vender (transferir) créditos',
  canBuy: 'Puede comprar créditos',
  permissions_saved: 'Se han guardado los permisos',
  movements_title: 'Movimientos',
};
