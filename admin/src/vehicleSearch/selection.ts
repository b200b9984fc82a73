import { normalVin, vinSearchProblem, VIN_SEARCH_LENGTH_MESSAGE } from '../../../events/catalogue/vin';

// Pure rules of the vehicle search widget (spec sections 4 and 5).

/** The manual search levels, highest first: choosing one clears the ones after it. */
export const SEARCH_LEVELS = ['brand', 'model', 'generation', 'engine', 'gearbox'] as const;
export type SearchLevel = (typeof SEARCH_LEVELS)[number];
export type VehicleChoice = Record<SearchLevel, string>;

export const EMPTY_CHOICE: VehicleChoice = { brand: '', model: '', generation: '', engine: '', gearbox: '' };

/** The choice with `level` set to `value` and every lower level cleared. */
export const chooseLevel = (choice: VehicleChoice, level: SearchLevel, value: string): VehicleChoice => {
  const index = SEARCH_LEVELS.indexOf(level);
  const next = { ...choice, [level]: value };
  for (const lower of SEARCH_LEVELS.slice(index + 1)) next[lower] = '';
  return next;
};

/** True when every level above `level` is chosen, so its values can be asked for. */
export const levelReady = (choice: VehicleChoice, level: SearchLevel): boolean =>
  SEARCH_LEVELS.slice(0, SEARCH_LEVELS.indexOf(level)).every((upper) => choice[upper] !== '');

/** The gearbox families of the matched vehicles, once each, sorted. */
export const gearboxFamilies = (vehicles: readonly { dsg: readonly string[] }[]): string[] =>
  [...new Set(vehicles.flatMap((vehicle) => vehicle.dsg))].sort();

/** The VIN as it is searched: trimmed and upper case (the server's own function). */
export const normaliseVin = normalVin;

export type VinProblem = 'vin_length' | 'invalid_vin';

/** The VIN search field's problem as a translation key, or null when it can be searched (spec section 5). */
export const vinInputProblem = (vin: string): VinProblem | null => {
  const problem = vinSearchProblem(normaliseVin(vin));
  if (problem === null) return null;
  return problem === VIN_SEARCH_LENGTH_MESSAGE ? 'vin_length' : 'invalid_vin';
};
