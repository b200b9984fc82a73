import type { PaymentMethod } from '../constants.js';
import { toCredits } from '../credit/credits.js';
import { feeFor, paymentMethodTypes, toEuros } from './fees.js';

// The payment draft of spec section 3: what the checkout (or the bank-transfer instructions) shows.
// Money is in EUR with 2 decimals; it is computed in cents first.

export type PaymentDraftItem = { name: string; credits: number; amount: number };

export type PaymentDraft = {
  orderId: string | null;
  dealerId: string;
  email: string;
  /** What the buyer pays: the price plus the fee. */
  amount: number;
  fee: number;
  /** The price before the fee. */
  amount_original: number;
  description: string;
  items: PaymentDraftItem[];
  payment_method_types: string[];
  /** The portal's origin, for the provider's return links. */
  origin: string;
  percentageFee: number;
};

export type DraftInput = {
  orderId: string | null;
  buyerId: string;
  email: string;
  /** Hundredths of a credit. */
  credits: number;
  /** EUR cents. */
  price: number;
  paymentMethod: PaymentMethod;
  description: string | null;
  origin: string;
};

export const creditsLabel = (credits: number) => `${toCredits(credits)} credits`;

export const paymentDraft = (input: DraftInput): PaymentDraft => {
  const { fee, total, feePercent } = feeFor(input.price, input.paymentMethod);
  const label = creditsLabel(input.credits);
  return {
    orderId: input.orderId,
    dealerId: input.buyerId,
    email: input.email,
    amount: toEuros(total),
    fee: toEuros(fee),
    amount_original: toEuros(input.price),
    description: input.description?.trim() || label,
    items: [{ name: label, credits: toCredits(input.credits), amount: toEuros(input.price) }],
    payment_method_types: paymentMethodTypes(input.paymentMethod),
    origin: input.origin,
    percentageFee: feePercent,
  };
};
