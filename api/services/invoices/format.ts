import { BASE_CURRENCY, BUSINESS_TIME_ZONE, type PaymentMethod } from '../../../events/constants.js';
import { formatDate as dateIn, formatDateTime as dateTimeIn } from '../../../events/dateFormat.js';

// How the English documents (invoices, certificates, overviews, mails) print money, dates and
// payment methods: the base currency with 2 decimals (spec section 9), dates the portal's one way
// (events/dateFormat.ts) in the business's time zone.

// Made at the first document, not when the module loads: the first Intl formatter loads ICU's data,
// a noticeable part of the server's start.
let money: Intl.NumberFormat | undefined;
let credits: Intl.NumberFormat | undefined;
const moneyFormat = () => (money ??= new Intl.NumberFormat(BASE_CURRENCY.locale, { style: 'currency', currency: BASE_CURRENCY.code, minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const creditsFormat = () => (credits ??= new Intl.NumberFormat(BASE_CURRENCY.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** The standard PDF fonts know the euro sign but not the narrow spaces some locales use. */
const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

export const formatMoney = (euros: number) => plainSpaces(moneyFormat().format(euros));
export const formatCreditAmount = (n: number) => plainSpaces(creditsFormat().format(n));
export const formatDate = (iso: string) => dateIn(iso, 'en', BUSINESS_TIME_ZONE);
export const formatDateTime = (iso: string) => dateTimeIn(iso, 'en', BUSINESS_TIME_ZONE);
export const formatPercent = (n: number) => `${Number(n.toFixed(2))}%`;

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card_europe: 'Card (Europe)',
  card_outside_europe: 'Card (outside Europe)',
  uae: 'UAE',
  australia: 'Australia',
  canada: 'Canada',
  japan: 'Japan',
  singapore: 'Singapore',
  uk: 'UK',
  usa: 'USA',
  worldwide: 'WorldWide',
  eurozone: 'Eurozone',
  ideal: 'iDEAL',
  bank_transfer: 'Bank transfer',
};

export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
