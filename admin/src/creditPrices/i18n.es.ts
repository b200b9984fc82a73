import type { Translations } from '../i18n/types';
import type { priceEn } from './i18n';

export const priceEs: Translations<typeof priceEn> = {
  title: 'Precios de los créditos',
  help: 'La tabla de precios a la que sus subcuentas compran créditos. Cada fila debe dar más créditos por un precio mayor que la fila anterior.',
  admin_help: 'La tabla base se aplica a todos los compradores cuyo vendedor no tiene tabla propia. También puede editar la tabla de un vendedor.',
  base_title: 'Tabla de precios base',
  own_title: 'Su tabla de precios',
  seller_title: 'Tabla de precios de %{name}',
  credits: 'Créditos',
  price: 'Precio (EUR)',
  per_credit: '%{price} por crédito',
  add_row: 'Añadir fila',
  remove_row: 'Quitar fila',
  empty: 'Todavía no hay filas.',
  saved: 'La tabla de precios se ha guardado',
  inherited: 'Este vendedor aún no tiene tabla propia: se aplican los precios base de abajo. Guarde para darle su propia tabla.',
  inherited_own: 'Aún no tiene tabla propia: sus subcuentas compran a los precios base de abajo. Guarde para fijar sus propios precios.',
  use_base: 'Usar la tabla base',
  price_above_credits: 'El precio no puede ser mayor que los créditos',
  not_greater: 'El precio y/o el número de créditos deben ser mayores que los de la fila anterior',
};
