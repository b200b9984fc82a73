import type { Translations } from '../../i18n/types';
import type { movementsEn, movementResourcesEn } from './i18n';

export const movementsEs: Translations<typeof movementsEn> = {
  history_title: 'Historial de créditos',
  received_title: 'Créditos recibidos',
  sent_title: 'Créditos enviados',
  house: 'Portal',
  empty: 'Todavía no hay movimientos',
  from_account: 'De %{name}',
  to_account: 'Para %{name}',
};

const fieldsEs: Translations<typeof movementResourcesEn.movements.fields> = {
  createdAt: 'Fecha',
  kind: 'Tipo',
  group: 'Grupo',
  counterparty: 'De / para',
  fromTo: 'De → para',
  description: 'Descripción',
  amount: 'Importe',
  balanceAfter: 'Saldo después',
  fromBalanceAfter: 'Saldo del pagador después',
  toBalanceAfter: 'Saldo del receptor después',
  reference: 'Referencia',
  userId: 'Cuenta',
  from: 'Desde',
  to: 'Hasta',
};

export const movementResourcesEs: Translations<typeof movementResourcesEn> = {
  movements: { name: 'Movimiento |||| Movimientos', fields: fieldsEs },
  'admin-history': { name: 'Movimiento |||| Movimientos', fields: fieldsEs },
};
