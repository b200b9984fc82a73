import { BUSINESS_TIME_ZONE, MOVEMENT_KINDS, type MovementKind } from '../../../events/constants.js';
import { formatDateTime } from '../../../events/dateFormat.js';
import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';

// What a downloaded statement says, in the language the screen asked for (the admin's own
// translations live in the browser; a file leaves it, so the server carries these few words).

export type StatementLang = 'en' | 'es';

const en = {
  title: 'Credit statement', account: 'Account', period: 'Period', opening: 'Opening balance', closing: 'Closing balance',
  date: 'Date', kind: 'Kind', counterparty: 'Counterparty', reference: 'Reference', amount: 'Amount', balance: 'Balance',
  received: 'Received', paid: 'Paid', count: 'Movements', totals: 'Totals per kind', total: 'Total', none: 'No movements in this period', house: 'Portal',
  times: `Times are ${BUSINESS_TIME_ZONE}`,
};
const es: typeof en = {
  title: 'Extracto de créditos', account: 'Cuenta', period: 'Periodo', opening: 'Saldo inicial', closing: 'Saldo final',
  date: 'Fecha', kind: 'Tipo', counterparty: 'Contraparte', reference: 'Referencia', amount: 'Importe', balance: 'Saldo',
  received: 'Recibido', paid: 'Pagado', count: 'Movimientos', totals: 'Totales por tipo', total: 'Total', none: 'Sin movimientos en este periodo', house: 'Portal',
  times: `Horas de ${BUSINESS_TIME_ZONE}`,
};

const kinds: Record<StatementLang, Record<MovementKind, string>> = {
  en: {
    CreditTransferEntity: 'Credit transfer', CreditOrderEntity: 'Credit purchase', CreditReFundEntity: 'Credit refund', CreditDeductedEntity: 'Credit deduction',
    OrderSoftwareEntity: 'Software order', OrderSoftwarePersonalFlasher: 'Software order (personal flasher)', RefundEntity: 'Software refund',
    WarrantEntity: 'Warranty', PrevOrderRefundEntity: 'Previous order refund', OrderRefundDifference: 'Order price difference', OrderDistributorProfit: 'Distributor profit',
  },
  es: {
    CreditTransferEntity: 'Transferencia de créditos', CreditOrderEntity: 'Compra de créditos', CreditReFundEntity: 'Reembolso de créditos',
    CreditDeductedEntity: 'Descuento de créditos', OrderSoftwareEntity: 'Pedido de software', OrderSoftwarePersonalFlasher: 'Pedido de software (flasher personal)',
    RefundEntity: 'Reembolso de software', WarrantEntity: 'Garantía', PrevOrderRefundEntity: 'Reembolso de pedido anterior',
    OrderRefundDifference: 'Diferencia de precio del pedido', OrderDistributorProfit: 'Beneficio del distribuidor',
  },
};

const LOCALES: Record<StatementLang, string> = { en: 'en-GB', es: 'es-ES' };

/** The standard PDF fonts know no narrow or non-breaking spaces some locales print. */
const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

export const statementLabels = (lang: StatementLang) => {
  const number = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    text: lang === 'es' ? es : en,
    kind: (kind: string) => ((MOVEMENT_KINDS as string[]).includes(kind) ? kinds[lang][kind as MovementKind] : kind),
    credits: (n: number) => plainSpaces(number.format(n)),
    /** The portal's one date format (events/dateFormat.ts), in the business's time zone as `times` says. */
    date: (iso: string) => formatDateTime(iso, lang, BUSINESS_TIME_ZONE),
    /** The other account by name; the house as the portal; an id no account has any more, as it is. */
    counterparty: (line: { counterparty: string; counterpartyName: string | null }) =>
      line.counterpartyName ?? (line.counterparty === HOUSE_ACCOUNT ? (lang === 'es' ? es : en).house : line.counterparty),
  };
};
