import { VIN_LENGTHS, VIN_SEARCH_LENGTH } from '../constants.js';
import { problem, Refusal, type Problem } from '../problem.js';

// VIN rules (spec sections 5 and 9): 17 or 18 letters, digits or hyphens with at least one digit
// and one letter; searching by VIN needs exactly 17. The order screen and every API call that takes
// a VIN use these, so a VIN the screen refuses is refused by the server too.

export const INVALID_VIN = problem('INVALID_VIN', 'Invalid VIN.');
export const VIN_SEARCH_LENGTH_MESSAGE = problem('VIN_SEARCH_LENGTH', `Only ${VIN_SEARCH_LENGTH} characters are allowed to search by VIN`, { length: VIN_SEARCH_LENGTH });

/** The VIN as the portal keeps and searches it: trimmed, upper case. */
export const normalVin = (vin: string): string => vin.trim().toUpperCase();

export const isValidVin = (vin: string): boolean =>
  (VIN_LENGTHS as readonly number[]).includes(vin.length) && /^[A-Za-z0-9-]+$/.test(vin) && /\d/.test(vin) && /[A-Za-z]/.test(vin);

/** The VIN field's message, or null when the VIN is valid. */
export const vinProblem = (vin: string): Problem | null => (isValidVin(vin) ? null : INVALID_VIN);

/** The VIN search field's message, or null when the VIN can be searched. */
export const vinSearchProblem = (vin: string): Problem | null => (vin.length !== VIN_SEARCH_LENGTH ? VIN_SEARCH_LENGTH_MESSAGE : vinProblem(vin));

/** A typed VIN in its normal form when it is valid, otherwise null. */
export const validVin = (vin: string): string | null => {
  const normal = normalVin(vin);
  return isValidVin(normal) ? normal : null;
};

/** A VIN a call was given, in its normal form; a 400 "Invalid VIN." when it breaks the rule. */
export const vinOrRefuse = (vin: string): string => {
  const normal = validVin(vin);
  if (normal === null) throw new Refusal(400, INVALID_VIN);
  return normal;
};
