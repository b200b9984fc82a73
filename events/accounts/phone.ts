import { problem, Refusal } from '../problem.js';

// Phone numbers (spec section 5: "Invalid phone number"). Our reading: the international format, a
// plus, the country prefix and the number, 7 to 15 digits in all (E.164); spaces, dots, hyphens and
// brackets are typing aids and are dropped. The forms and the API check the same function.

export const PHONE_DIGITS = { min: 7, max: 15 } as const;
export const INVALID_PHONE = problem('INVALID_PHONE', 'Invalid phone number');

const INTERNATIONAL = new RegExp(`^\\+[1-9]\\d{${PHONE_DIGITS.min - 1},${PHONE_DIGITS.max - 1}}$`);

/** '+34 600 123 456' → '+34600123456'; null when it is not a phone number. */
export const normalPhone = (phone: string): string | null => {
  const compact = phone.replace(/[\s().-]/g, '');
  return INTERNATIONAL.test(compact) ? compact : null;
};

/** An optional phone a call was given: '' when left empty, else its normal form; a 400 "Invalid phone number" otherwise. */
export const optionalPhoneOrRefuse = (phone: string | null | undefined): string => {
  if (!phone?.trim()) return '';
  const normal = normalPhone(phone);
  if (normal === null) throw new Refusal(400, INVALID_PHONE);
  return normal;
};
