import { ORDER_STAGES, ORDER_TYPES, type OrderType } from '../../events/constants.js';
import { INVALID_VIN, isValidVin } from '../../events/catalogue/vin.js';
import { problem, type Problem, type ProblemParams } from '../../events/problem.js';
import * as cell from '../catalogueSheets/cells.js';
import type { RowProblem } from '../catalogueSheets/kind.js';
import type { CurrencyDetails, Json, PreviousOrderVehicle } from './table.js';

// The previous orders spreadsheet (spec section 3, "Previous order: id, type, price, createdAt,
// stage, currencyDetails, vehicle and description as JSON"), read by one pure function per row.
// Our reading: one row per order, with the columns of the spec plus `email`, the account (dealer)
// the order belongs to. The VIN is the vehicle JSON's `vin`; a `vin` column may give it instead
// (or as well, and then both must agree). Headers are matched without regard to case, spaces,
// hyphens or underscores (created_at is createdAt); a column the import does not know refuses the
// file, so a misspelt optional column never drops its data silently.

export const PREVIOUS_ORDER_COLUMNS = ['id', 'type', 'price', 'createdAt', 'stage', 'currencyDetails', 'vehicle', 'description', 'email', 'vin'] as const;
export type PreviousOrderColumn = (typeof PREVIOUS_ORDER_COLUMNS)[number];
const OPTIONAL_COLUMNS: readonly PreviousOrderColumn[] = ['description', 'vin'];
export const REQUIRED_COLUMNS = PREVIOUS_ORDER_COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column));
/** Other header texts taken for a column (after lower-casing and dropping spaces, hyphens and underscores). */
const ALIASES: Record<string, PreviousOrderColumn> = { dealer: 'email', dealeremail: 'email' };

export const NO_ROWS = problem('NO_ROWS', 'The file has no rows to import');
export const COLUMNS_MISSING = problem('PREVIOUS_ORDERS_COLUMNS_MISSING', 'The file must have the columns {columns}');
export const COLUMNS_UNKNOWN = problem('PREVIOUS_ORDERS_COLUMNS_UNKNOWN', 'The file has columns the import does not know: {columns}. The columns are {expected}');
export const COLUMN_TWICE = problem('PREVIOUS_ORDERS_COLUMN_TWICE', 'The column {column} is in the file twice');

/** A checked row: what the table stores, with the account's email still to look up. */
export type PreviousOrderFields = {
  id: string;
  type: OrderType;
  stage: string;
  /** numeric(10, 2) as text ("349.50"). */
  price: string;
  orderedAt: Date;
  currencyDetails: CurrencyDetails;
  vehicle: PreviousOrderVehicle;
  description: Json | null;
  vin: string;
  email: string;
};

const MAX = { id: 100, stage: 20, email: 254, currencyDetails: 1_000, vehicle: 5_000, description: 5_000, vehicleText: 100 } as const;
const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

const headerKey = (text: string) => text.trim().toLowerCase().replace(/[\s_-]+/g, '');
const KNOWN = new Map<string, PreviousOrderColumn>([...PREVIOUS_ORDER_COLUMNS.map((c) => [headerKey(c), c] as const), ...Object.entries(ALIASES)]);

export type HeaderProblem = { problem: Problem; params: ProblemParams };

/** Where each column is in the header row; a header that misses columns, repeats or adds one is refused whole. */
export const readHeader = (cells: readonly string[]): { columns: Map<PreviousOrderColumn, number> } | HeaderProblem => {
  const columns = new Map<PreviousOrderColumn, number>();
  const unknown: string[] = [];
  for (const [index, text] of cells.entries()) {
    if (text.trim() === '') continue;
    const column = KNOWN.get(headerKey(text));
    if (!column) unknown.push(text.trim());
    else if (columns.has(column)) return { problem: COLUMN_TWICE, params: { column } };
    else columns.set(column, index);
  }
  if (unknown.length) return { problem: COLUMNS_UNKNOWN, params: { columns: unknown.join(', '), expected: PREVIOUS_ORDER_COLUMNS.join(', ') } };
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length) return { problem: COLUMNS_MISSING, params: { columns: missing.join(', ') } };
  return { columns };
};

type Problems = RowProblem[];
/** Records a problem of the row; answers null, the value the faulty cell gives. */
const push = (problems: Problems, column: string, code: string, message: string, params?: Record<string, string | number>): null => {
  problems.push({ column, code, ...(params ? { params } : {}), message });
  return null;
};
const required = (problems: Problems, column: string) => push(problems, column, 'required', cell.REQUIRED, { field: column });
const tooLong = (problems: Problems, column: string, length: number) => push(problems, column, 'too_long', cell.tooLong(column, length), { field: column, length });

/** A non-empty cell of at most `max` characters, or null (its problem pushed). */
const text = (problems: Problems, column: string, value: string, max: number): string | null => {
  if (value === '') return required(problems, column);
  if (value.length > max) return tooLong(problems, column, max);
  return value;
};

const orderType = (problems: Problems, value: string): OrderType | null => {
  if (value === '') return required(problems, 'type');
  // "ecu+dsg" and "ECU + DSG" are the same type.
  const normal = value.toUpperCase().replace(/\s*\+\s*/g, ' + ').replace(/\s+/g, ' ');
  const found = ORDER_TYPES.find((type) => type === normal);
  if (!found) push(problems, 'type', 'not_allowed', `Field must be one of ${ORDER_TYPES.join(', ')}`, { allowed: ORDER_TYPES.join(', ') });
  return found ?? null;
};

const stageOf = (problems: Problems, value: string, type: OrderType | null): string | null => {
  const stage = text(problems, 'stage', value, MAX.stage);
  if (stage === null || type === null) return null;
  const allowed: readonly string[] = ORDER_STAGES[type];
  const found = allowed.find((s) => s.toLowerCase() === stage.toLowerCase());
  if (!found) push(problems, 'stage', 'invalid_stage', `Field must be one of ${allowed.join(', ')} for ${type} orders`, { type, allowed: allowed.join(', ') });
  return found ?? null;
};

const priceOf = (problems: Problems, value: string): string | null => {
  if (value === '') return required(problems, 'price');
  return cell.price(problems, 'price', value);
};

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date as YYYY-MM-DD (with a time and zone if any; none is UTC) or DD/MM/YYYY (also with - or .); undefined if it is none. */
export const parseOrderDate = (value: string): Date | undefined => {
  const iso = ISO.exec(value);
  const dmy = iso ? null : DMY.exec(value);
  if (!iso && !dmy) return undefined;
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]].map(Number) : [dmy![3], dmy![2], dmy![1]].map(Number);
  const [hours, minutes, seconds] = (iso ? [iso[4], iso[5], iso[6]] : [dmy![4], dmy![5], dmy![6]]).map((part) => Number(part ?? 0));
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (calendarDay.getUTCFullYear() !== year || calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  if (iso && iso[4] !== undefined) {
    const zone = iso[8] ?? 'Z';
    const parsed = new Date(`${iso[1]}-${iso[2]}-${iso[3]}T${iso[4]}:${iso[5]}:${iso[6] ?? '00'}.${(iso[7] ?? '0').padEnd(3, '0').slice(0, 3)}${zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  }
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
};

const dateOf = (problems: Problems, value: string, now: Date): Date | null => {
  if (value === '') return required(problems, 'createdAt');
  const date = parseOrderDate(value);
  if (!date) return push(problems, 'createdAt', 'invalid_date', 'Field must be a date such as 2024-03-31 or 31/03/2024');
  if (date.getTime() > now.getTime()) return push(problems, 'createdAt', 'date_in_future', 'Field must not be a date in the future');
  return date;
};

const isObject = (value: unknown): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);
const parseJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

const INVALID_CURRENCY = 'Field must be a JSON object with the currency code, such as {"code":"EUR","symbol":"€","price":1}';
const currencyOf = (problems: Problems, value: string): CurrencyDetails | null => {
  const json = text(problems, 'currencyDetails', value, MAX.currencyDetails);
  if (json === null) return null;
  const parsed = parseJson(json);
  const code = isObject(parsed) && typeof parsed.code === 'string' ? parsed.code.trim().toUpperCase() : '';
  const rate = isObject(parsed) ? parsed.price : undefined;
  if (!isObject(parsed) || !CURRENCY_CODE.test(code) || (rate !== undefined && (typeof rate !== 'number' || !(rate > 0)))) {
    return push(problems, 'currencyDetails', 'invalid_currency', INVALID_CURRENCY);
  }
  return { ...parsed, code };
};

const INVALID_VEHICLE = 'Field must be a JSON object with make and model (texts of at most 100 characters), such as {"make":"Volkswagen","model":"Golf","vin":"WVWZZZ1KZ8W000001"}';
const VEHICLE_TEXTS = ['make', 'model', 'generation', 'engine'] as const;
const vehicleOf = (problems: Problems, value: string): { [key: string]: Json } | null => {
  const json = text(problems, 'vehicle', value, MAX.vehicle);
  if (json === null) return null;
  const parsed = parseJson(json);
  const fine = isObject(parsed) && VEHICLE_TEXTS.every((key) => {
    const field = parsed[key];
    if (field === undefined && (key === 'generation' || key === 'engine')) return true;
    return typeof field === 'string' && field.trim() !== '' && field.length <= MAX.vehicleText;
  });
  if (!fine) return push(problems, 'vehicle', 'invalid_vehicle', INVALID_VEHICLE);
  return { ...parsed, make: String(parsed.make).trim(), model: String(parsed.model).trim() };
};

/** The VIN of the vehicle JSON or of the vin column (upper case); both given must agree. */
const vinOf = (problems: Problems, vehicle: { [key: string]: Json } | null, column: string): string | null => {
  const inVehicle = vehicle && typeof (vehicle.vin ?? vehicle.VIN) === 'string' ? String(vehicle.vin ?? vehicle.VIN).trim().toUpperCase() : '';
  const inColumn = column.toUpperCase();
  if (inVehicle && inColumn && inVehicle !== inColumn) return push(problems, 'vin', 'vin_mismatch', "The vin column and the vehicle's vin differ");
  const vin = inVehicle || inColumn;
  if (!vin) return vehicle ? required(problems, 'vin') : null;
  if (!isValidVin(vin)) return push(problems, inColumn ? 'vin' : 'vehicle', 'invalid_vin', INVALID_VIN.message);
  return vin;
};

/** JSON (an object or a list) is kept as it is; any other text is kept as text. */
const descriptionOf = (problems: Problems, value: string): Json | null => {
  if (value === '') return null;
  if (value.length > MAX.description) return tooLong(problems, 'description', MAX.description);
  const parsed = parseJson(value);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Json) : value;
};

const emailOf = (problems: Problems, value: string): string | null => {
  const email = text(problems, 'email', value.toLowerCase(), MAX.email);
  if (email !== null && !EMAIL.test(email)) return push(problems, 'email', 'invalid_email', 'Field must be a valid email');
  return email;
};

const idOf = (problems: Problems, value: string): string | null => {
  const id = text(problems, 'id', value, MAX.id);
  if (id !== null && !ID.test(id)) return push(problems, 'id', 'invalid_id', 'Field must be letters, digits, dots, hyphens, underscores or colons, starting with a letter or digit');
  return id;
};

/** Pure: one row's cells (column → trimmed text, '' when empty) → the order, or every problem of the row. */
export const parsePreviousOrderRow = (cells: Readonly<Partial<Record<PreviousOrderColumn, string>>>, now: Date): { row: PreviousOrderFields } | { problems: RowProblem[] } => {
  const problems: Problems = [];
  const value = (column: PreviousOrderColumn) => (cells[column] ?? '').trim();
  const id = idOf(problems, value('id'));
  const type = orderType(problems, value('type'));
  const stage = stageOf(problems, value('stage'), type);
  const price = priceOf(problems, value('price'));
  const orderedAt = dateOf(problems, value('createdAt'), now);
  const currencyDetails = currencyOf(problems, value('currencyDetails'));
  const vehicle = vehicleOf(problems, value('vehicle'));
  const vin = vinOf(problems, vehicle, value('vin'));
  const description = descriptionOf(problems, value('description'));
  const email = emailOf(problems, value('email'));
  if (problems.length || !id || !type || !stage || !price || !orderedAt || !currencyDetails || !vehicle || !vin || !email) return { problems };
  const { VIN: _upper, ...rest } = vehicle;
  return { row: { id, type, stage, price, orderedAt, currencyDetails, vehicle: { ...rest, make: rest.make as string, model: rest.model as string, vin }, description, vin, email } };
};

/** JSON with its object keys sorted: two values that jsonb stores alike give the same text. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};
