import { PAYMENT_FEES, type PaymentMethod } from '../constants.js';

// Payment fees of spec section 9, exact in cents: the percentage is taken as basis points (an
// integer) and the fee is rounded half up to the cent, so no float ever decides a cent.

export const PAYMENT_METHODS = Object.keys(PAYMENT_FEES) as PaymentMethod[];

export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as string[]).includes(value);

/** The method's fee in basis points (1.4 % → 140). */
export const feeBasisPoints = (method: PaymentMethod): number => Math.round(PAYMENT_FEES[method] * 100);

/** `percent` of `amount` cents, rounded half up to the cent. */
export const percentOf = (amount: number, basisPoints: number): number => {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be whole non-negative cents, got ${amount}`);
  return Number((BigInt(amount) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);
};

/** EUR cents as euros with 2 decimals (exact for display and JSON). */
export const toEuros = (cents: number): number => Number((cents / 100).toFixed(2));

export type FeeBreakdown = { amount: number; feePercent: number; fee: number; total: number };

/** What the buyer pays for `amount` cents with `method`: the amount, the fee on it, the total. */
export const feeFor = (amount: number, method: PaymentMethod): FeeBreakdown => {
  const fee = percentOf(amount, feeBasisPoints(method));
  return { amount, feePercent: PAYMENT_FEES[method], fee, total: amount + fee };
};

/** Countries with their own (2 %) receiving method, by ISO alpha-2 id. */
export const LOCAL_METHOD_BY_COUNTRY: Partial<Record<string, PaymentMethod>> = {
  AE: 'uae', AU: 'australia', CA: 'canada', JP: 'japan', SG: 'singapore', GB: 'uk', US: 'usa',
};

export type BuyerCountry = { id: string; inEurope: boolean; currencyCode: string } | null;

/**
 * The methods a buyer in `country` may choose. Bank transfer and the card of the buyer's region
 * always; Eurozone for EUR countries; iDEAL in the Netherlands (a Dutch method); the country's own
 * method where one exists; WorldWide for buyers without a local method (no Eurozone, no own one).
 */
export const paymentMethodsFor = (country: BuyerCountry): PaymentMethod[] => {
  const methods: PaymentMethod[] = ['bank_transfer', country?.inEurope ? 'card_europe' : 'card_outside_europe'];
  const local = country ? LOCAL_METHOD_BY_COUNTRY[country.id] : undefined;
  const eurozone = country?.currencyCode === 'EUR';
  if (eurozone) methods.push('eurozone');
  if (country?.id === 'NL') methods.push('ideal');
  if (local) methods.push(local);
  if (!local && !eurozone) methods.push('worldwide');
  return methods;
};

/**
 * The methods a buyer may choose for a given seller. The house takes every method of the buyer's
 * country. A selling parent is paid straight into its own bank account: the card checkout and the
 * local receiving methods (UK, USA, Eurozone...) all pay the house, so a parent's buyer only has
 * bank transfer, without fee (spec section 9).
 */
export const paymentMethodsForSeller = (country: BuyerCountry, sellerIsHouse: boolean): PaymentMethod[] =>
  sellerIsHouse ? paymentMethodsFor(country) : ['bank_transfer'];

/** Methods paid online through the payment provider's checkout; the others are paid by transfer and confirmed by hand. */
export const ONLINE_METHODS = ['card_europe', 'card_outside_europe', 'ideal'] as const satisfies readonly PaymentMethod[];
export const isOnlineMethod = (method: PaymentMethod) => (ONLINE_METHODS as readonly string[]).includes(method);

/** The provider's payment method types for a method (spec's payment draft `payment_method_types`). */
export const paymentMethodTypes = (method: PaymentMethod): string[] =>
  method === 'ideal' ? ['ideal'] : method === 'card_europe' || method === 'card_outside_europe' ? ['card'] : ['bank_transfer'];
