// CSV formula injection: a spreadsheet opening a CSV runs a cell that starts with =, +, - or @ (and
// tab or carriage return) as a formula. Every CSV the portal writes, on the server and in the admin's
// exports, passes its cells through this one function. It lives beside the shared constants because
// both the API and the admin UI import from events/ already.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The cell as text a spreadsheet shows as typed: a leading `'` when it would start a formula; plain numbers untouched. */
export const neutraliseCsvCell = <T>(value: T): T | string =>
  typeof value === 'string' && FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;

/** A record for an exporter: every text inside it (nested objects and lists too) neutralised. */
export const neutraliseCsvValues = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(neutraliseCsvValues) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, neutraliseCsvValues(inner)])) as T;
  }
  return neutraliseCsvCell(value) as T;
};
