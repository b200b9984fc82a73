import type { Translations } from '../../i18n/types';
import type { statementEn } from './i18n';

export const statementEs: Translations<typeof statementEn> = {
  title: 'Extracto',
  title_for: 'Extracto de %{name}',
  pick_hint: 'Elija una cuenta para ver su extracto.',
  account: 'Cuenta',
  own_account: 'Mi cuenta',
  from: 'Desde',
  to: 'Hasta',
  opening: 'Saldo inicial',
  closing: 'Saldo final',
  date: 'Fecha',
  kind: 'Tipo',
  counterparty: 'Contraparte',
  reference: 'Referencia',
  amount: 'Importe',
  balance: 'Saldo',
  received: 'Recibido',
  paid: 'Pagado',
  count: 'Movimientos',
  totals: 'Totales por tipo',
  total: 'Total',
  empty: 'Sin movimientos en este periodo.',
  download_pdf: 'PDF',
  download_xlsx: 'XLSX',
  house: 'Portal',
};
