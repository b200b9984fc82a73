import { GEARBOX_FAMILIES, type GearboxFamily } from '../../events/constants.js';
import { AMOUNT_FORMAT, euroAmount } from '../../events/catalogue/euro-amount.js';
import type { StageOption } from '../catalogue/table.js';
import type { RowProblem } from './kind.js';
import { UUID } from '../../database/query-helpers.js';

// Pure readers of one spreadsheet cell each, with the spec's validation texts (section 5).
// Each answers the value or pushes a problem naming the column, so one row reports all its faults.

export const REQUIRED = 'Field is required';
export const NOT_A_NUMBER = 'Field must be a number';
export const INVALID_ID = 'Field must be a vehicle id from an export, or empty for a new vehicle';
export const INVALID_OPTIONS = 'Field must be a JSON list of options, for example [{"name":"Pops","choices":"[\\"Off\\",\\"On\\"]"}]';
export const UNKNOWN_FAMILY = `Field must be gearbox families separated by commas, out of ${GEARBOX_FAMILIES.join(', ')}`;
export const tooLong = (column: string, length: number) => `The ${column} field must have ${length} characters at most`;
export const duplicateOf = (row: number) => `Duplicate of row ${row}`;

/** Longest text of a vehicle's name fields and stage figures, as the vehicle API accepts them. */
export const TEXT_MAX = 100;
const OPTIONS_MAX = 50;

export type Problems = RowProblem[];

export const requiredText = (problems: Problems, column: string, text: string): string => {
  if (text === '') problems.push({ column, code: 'required', message: REQUIRED });
  else if (text.length > TEXT_MAX) problems.push({ column, code: 'too_long', params: { field: column, length: TEXT_MAX }, message: tooLong(column, TEXT_MAX) });
  return text;
};

/** Empty is null. */
export const optionalText = (problems: Problems, column: string, text: string): string | null => {
  if (text.length > TEXT_MAX) problems.push({ column, code: 'too_long', params: { field: column, length: TEXT_MAX }, message: tooLong(column, TEXT_MAX) });
  return text === '' ? null : text;
};

/** Empty is null (a new vehicle); otherwise a vehicle id as exported, lower case. */
export const vehicleId = (problems: Problems, column: string, text: string, required: boolean): string | null => {
  if (text === '') {
    if (required) problems.push({ column, code: 'required', message: REQUIRED });
    return null;
  }
  if (!UUID.test(text)) problems.push({ column, code: 'invalid_vehicle_id', message: INVALID_ID });
  return text.toLowerCase();
};

/** A stage price as numeric(10, 2) keeps it ("349.00"); empty is null, price on request. */
/**
 * A spreadsheet number cell computed by a formula carries binary noise (384.45000000000005): such a
 * value within a millionth of a cent is that cent. A typed third decimal (1.234) stays as it is.
 */
export const formulaNoiseless = (text: string): string => {
  if (!/^\d+\.\d{3,}$/.test(text)) return text;
  const cents = Number(text) * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? (Math.round(cents) / 100).toFixed(2) : text;
};

export const price = (problems: Problems, column: string, cell: string): string | null => {
  const text = formulaNoiseless(cell);
  if (text === '') return null;
  // Letters are not a number at all; digits that are not a positive dot decimal (349,50 or -5) get the format text.
  if (!/^[+-]?[\d.,]+([eE][+-]?\d+)?$/.test(text) || !/\d/.test(text)) {
    problems.push({ column, code: 'not_a_number', message: NOT_A_NUMBER });
    return null;
  }
  const amount = euroAmount(text);
  if (amount === undefined) problems.push({ column, code: 'amount_format', message: AMOUNT_FORMAT });
  return amount ?? null;
};

/** Gearbox families separated by commas ("DQ250, DQ381"), each once, in the order given. */
export const families = (problems: Problems, column: string, text: string): GearboxFamily[] => {
  const names = text.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const known = names.filter((name): name is GearboxFamily => (GEARBOX_FAMILIES as readonly string[]).includes(name));
  if (known.length !== names.length) problems.push({ column, code: 'unknown_family', params: { families: GEARBOX_FAMILIES.join(', ') }, message: UNKNOWN_FAMILY });
  return [...new Set(known)];
};

const isOption = (value: unknown): value is StageOption => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, choices } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || name.length > TEXT_MAX || typeof choices !== 'string') return false;
  try {
    JSON.parse(choices);
    return true;
  } catch {
    return false;
  }
};

/** A stage's options as the API stores them: a JSON list of { name, choices (a JSON string) }; empty is none. */
export const options = (problems: Problems, column: string, text: string): StageOption[] => {
  if (text === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value) || value.length > OPTIONS_MAX || !value.every(isOption)) {
    problems.push({ column, code: 'invalid_options', message: INVALID_OPTIONS });
    return [];
  }
  return value.map((option) => ({ name: option.name.trim(), choices: option.choices }));
};

/** The options as exported: keys in one order, so an export re-imported compares equal. */
export const optionsText = (list: readonly StageOption[]) => JSON.stringify(list.map(({ name, choices }) => ({ name, choices })));
