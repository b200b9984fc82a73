// The import's fixed English texts (projections/catalogue_import, api/routes/vehicles-file) as
// translation keys with their values, so the report follows the chosen language.

type Keyed = { key: string; values?: Record<string, string> };

const FIXED: Record<string, string> = {
  'Field is required': 'required',
  'Field must be a number': 'number',
  'Field must be a positive decimal with a dot, such as 349.50': 'price_format',
  'Field must be a vehicle id from an export, or empty for a new vehicle': 'invalid_id',
  'Another row of the file has the same make, model, generation and engine': 'same_in_file',
  'A vehicle with this make, model, generation and engine already exists': 'exists',
  'Vehicle not found': 'not_found',
  'The file has no rows to import': 'no_rows',
  'The import failed; nothing was changed': 'failed',
  'The import was interrupted by a restart; nothing was changed. Please upload the file again': 'interrupted',
  'The file is empty': 'file_empty',
  'The file type is not supported': '../upload.file_type',
  'The file must not exceed 10MB': '../upload.file_too_large',
  'The file name field must have 100 characters at most': '../upload.file_name_too_long',
};

const PATTERNS: [RegExp, string, string[]][] = [
  [/^Duplicate of row (\d+)$/, 'duplicate', ['row']],
  [/^The (.+) field must have (\d+) characters at most$/, 'too_long', ['field', 'length']],
  [/^Field must be gearbox families separated by commas, out of (.+)$/, 'families', ['families']],
  [/^Field must be a JSON list of options/, 'options', []],
  [/^Field does not match the vehicle \((.*)\); only the prices can be changed here$/, 'does_not_match', ['stored']],
  [/^The file must have the columns (.+)$/, 'missing_columns', ['columns']],
];

const keyOf = (name: string) => (name.startsWith('../') ? `vehicle_database.${name.slice(3)}` : `vehicle_database.messages.${name}`);

/** The key of a message of the import (a problem of a row, or a refused upload); unknown texts pass through. */
export const sheetMessage = (message: string): Keyed => {
  const text = message.replace(/^[\w.]+: (?=Field)/, ''); // "kind: Field ..." from the API
  if (FIXED[text]) return { key: keyOf(FIXED[text]) };
  for (const [pattern, name, names] of PATTERNS) {
    const found = pattern.exec(text);
    if (found) return { key: keyOf(name), values: Object.fromEntries(names.map((n, i) => [n, found[i + 1]])) };
  }
  return { key: message };
};
