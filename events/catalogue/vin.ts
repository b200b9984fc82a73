import { VIN_LENGTHS, VIN_SEARCH_LENGTH } from '../constants.js';
import { problem, type Problem } from '../problem.js';

// VIN rules (spec sections 5 and 9): 17 or 18 letters, digits or hyphens with at least one digit
// and one letter; searching by VIN needs exactly 17.

export const INVALID_VIN = problem('INVALID_VIN', 'Invalid VIN.');
export const VIN_SEARCH_LENGTH_MESSAGE = problem('VIN_SEARCH_LENGTH', `Only ${VIN_SEARCH_LENGTH} characters are allowed to search by VIN`, { length: VIN_SEARCH_LENGTH });

export const isValidVin = (vin: string): boolean =>
  (VIN_LENGTHS as readonly number[]).includes(vin.length) && /^[A-Za-z0-9-]+$/.test(vin) && /\d/.test(vin) && /[A-Za-z]/.test(vin);

/** The VIN field's message, or null when the VIN is valid. */
export const vinProblem = (vin: string): Problem | null => (isValidVin(vin) ? null : INVALID_VIN);

/** The VIN search field's message, or null when the VIN can be searched. */
export const vinSearchProblem = (vin: string): Problem | null => (vin.length !== VIN_SEARCH_LENGTH ? VIN_SEARCH_LENGTH_MESSAGE : vinProblem(vin));
