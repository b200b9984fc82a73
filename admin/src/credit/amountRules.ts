import type { Validator } from 'react-admin';
import { AMOUNT_DECIMALS, MAX_CREDIT_AMOUNT, MAX_CREDIT_ORDER_CREDITS } from './constants';
import { isRequired } from '../validation/validators';

const AMOUNT_PATTERN = new RegExp(`^\\d+(\\.\\d{1,${AMOUNT_DECIMALS}})?$`);

/** Spec section 5: a positive amount with at most 2 decimals and at most MAX_CREDIT_AMOUNT, else "Please enter a valid amount". */
export const isValidAmount: Validator = (value: unknown) => {
  if (value == null || value === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 && amount <= MAX_CREDIT_AMOUNT && AMOUNT_PATTERN.test(String(value)) ? undefined : 'credit.validation.valid_amount';
};

export const amountRules = [isRequired, isValidAmount];

const wholeCredits = (amount: number) => Number.isInteger(amount) && amount > 0 && amount <= MAX_CREDIT_ORDER_CREDITS;

/** Credit orders and price rows count whole credits, at most MAX_CREDIT_ORDER_CREDITS in one order. */
export const isWholeCredits: Validator = (value: unknown) => {
  if (value == null || value === '') return undefined;
  return wholeCredits(Number(value)) ? undefined : 'credit.validation.valid_amount';
};

/** The credits typed in the buy form: whole, positive, at most MAX_CREDIT_ORDER_CREDITS; else null. */
export const wholeCreditsOrNull = (text: string): number | null => (/^\d+$/.test(text.trim()) && wholeCredits(Number(text)) ? Number(text) : null);

export const wholeCreditsRules = [isRequired, isWholeCredits];
