import type { Translations } from '../i18n/types';

/** credit.price.* */
export const priceEn = {
  title: 'Credit prices',
  help: 'The price table your sub-accounts buy credits at. Each row must give more credits for a higher price than the row before.',
  admin_help: 'The base table applies to every buyer whose seller has no table of its own. You can also edit a seller’s table.',
  base_title: 'Base price table',
  own_title: 'Your price table',
  seller_title: 'Price table of %{name}',
  credits: 'Credits',
  price: 'Price (EUR)',
  per_credit: '%{price} per credit',
  add_row: 'Add row',
  remove_row: 'Remove row',
  empty: 'No rows yet.',
  saved: 'The price table has been saved',
  inherited: 'This seller has no table of its own yet: the base prices below apply. Save to give it its own table.',
  inherited_own: 'You have no table of your own yet: your sub-accounts buy at the base prices below. Save to set your own prices.',
  use_base: 'Use the base table',
  price_above_credits: 'The price cannot be higher than the credits',
  not_greater: 'The price and / or number of credits must be greater than the previous row',
};

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
