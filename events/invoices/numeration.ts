import { INVOICE_NUMBER_LENGTH } from '../constants.js';
import type { InvoiceNumeration } from './events.js';
import { problem, type Problem } from '../problem.js';

// Invoice numbers: a prefix and a zero-padded sequential number of 5 to 10 digits (spec section 9).

/** Before an administrator sets anything. */
export const DEFAULT_NUMERATION: InvoiceNumeration = { prefix: 'INV', numberLength: 6, nextNumber: 1 };
export const PREFIX_MAX_LENGTH = 20;
const PREFIX = /^[A-Za-z0-9/_.-]*$/;

export const formatInvoiceNumber = (prefix: string, number: number, numberLength: number): string =>
  `${prefix}${String(number).padStart(numberLength, '0')}`;

export const NUMBER_LENGTH_RANGE = problem('INVOICE_NUMBER_LENGTH', 'The number length must be between {min} and {max}', INVOICE_NUMBER_LENGTH);
export const PREFIX_TOO_LONG = problem('INVOICE_PREFIX_TOO_LONG', 'The prefix field must have {limit} characters at most', { limit: PREFIX_MAX_LENGTH });
export const PREFIX_CHARACTERS = problem('INVOICE_PREFIX_CHARACTERS', 'The prefix may only contain letters, digits and - / _ .');
const NEXT_NUMBER_INVALID = problem('INVOICE_NEXT_NUMBER_INVALID', 'The next number must be a whole number from 1');
export const numberTooLong = (length: number) => problem('INVOICE_NEXT_NUMBER_TOO_LONG', 'The next number must fit in {length} digits', { length });
export const numberAlreadyUsed = (lowest: number) =>
  problem('INVOICE_NEXT_NUMBER_USED', 'Numbers below {lowest} with this prefix are already used: the next number must be at least {lowest}', { lowest });

/**
 * What is wrong with a numeration, or null. `lowestFree` is the first number not yet used by an
 * issued invoice with the same prefix (numbers are never given out twice).
 */
export const numerationProblem = (n: InvoiceNumeration, lowestFree: number): Problem | null => {
  if (!Number.isInteger(n.numberLength) || n.numberLength < INVOICE_NUMBER_LENGTH.min || n.numberLength > INVOICE_NUMBER_LENGTH.max) return NUMBER_LENGTH_RANGE;
  if (n.prefix.length > PREFIX_MAX_LENGTH) return PREFIX_TOO_LONG;
  if (!PREFIX.test(n.prefix)) return PREFIX_CHARACTERS;
  if (!Number.isSafeInteger(n.nextNumber) || n.nextNumber < 1) return NEXT_NUMBER_INVALID;
  if (String(n.nextNumber).length > n.numberLength) return numberTooLong(n.numberLength);
  if (n.nextNumber < lowestFree) return numberAlreadyUsed(lowestFree);
  return null;
};
