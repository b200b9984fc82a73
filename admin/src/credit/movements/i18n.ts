import type { Translations } from '../../i18n/types';

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

export const movementsEs: Translations<typeof movementsEn> = {
  history_title: 'Historial de créditos',
  received_title: 'Créditos recibidos',
  sent_title: 'Créditos enviados',
  house: 'Portal',
  empty: 'Todavía no hay movimientos',
  from_account: 'De %{name}',
  to_account: 'Para %{name}',
};

const fieldsEs: Translations<typeof fields> = {
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
