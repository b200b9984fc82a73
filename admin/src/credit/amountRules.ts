import type { Validator } from 'react-admin';
import { AMOUNT_DECIMALS } from './constants';
import { isRequired } from '../validation/validators';

const AMOUNT_PATTERN = new RegExp(`^\\d+(\\.\\d{1,${AMOUNT_DECIMALS}})?$`);

/** Spec section 5: a positive amount with at most 2 decimals, else "Please enter a valid amount". */
export const isValidAmount: Validator = (value: unknown) => {
  if (value == null || value === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 && AMOUNT_PATTERN.test(String(value)) ? undefined : 'credit.validation.valid_amount';
};

export const amountRules = [isRequired, isValidAmount];

/** Credit orders and price rows count whole credits. */
export const isWholeCredits: Validator = (value: unknown) => {
  if (value == null || value === '') return undefined;
  const amount = Number(value);
  return Number.isInteger(amount) && amount > 0 ? undefined : 'credit.validation.valid_amount';
};

export const wholeCreditsRules = [isRequired, isWholeCredits];
