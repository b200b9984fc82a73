import type { Translations } from '../../i18n/types';
import type { profileAdminEn } from './i18n';

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
  limit_keeps: 'Vacío: se mantiene el límite de %{limit}',
  remove_limit: 'Quitar el límite',
  allowance_saved: 'Se ha guardado la configuración de pedidos sin saldo',
  permissions_title: 'Permisos de créditos',
  canSale: 'Puede vender (transferir) créditos',
  canBuy: 'Puede comprar créditos',
  permissions_saved: 'Se han guardado los permisos',
  movements_title: 'Movimientos',
};
