import { UPLOAD_LIMITS, UPLOAD_NAME_MAX } from '../../../events/uploads/limits';

// Spec section 5: the importers take CSV or XLSX files.
const ACCEPTED = /\.(csv|xlsx)$/i;

export interface SpreadsheetLimits {
  maxBytes: number;
  maxNameLength?: number;
}

/** The sheets' limit (events/uploads/limits.ts): at most 10MB, a name of at most 100 characters. */
export const SHEET_LIMITS: SpreadsheetLimits = { maxBytes: UPLOAD_LIMITS.sheet.maxBytes, maxNameLength: UPLOAD_NAME_MAX };

/**
 * The translation key of what is wrong with the chosen file, or null: `<keys>.file_type`,
 * `<keys>.file_too_large` or `<keys>.file_name_too_long`.
 */
export const spreadsheetProblem = (file: File, keys: string, limits: SpreadsheetLimits): string | null => {
  if (!ACCEPTED.test(file.name)) return `${keys}.file_type`;
  if (file.size > limits.maxBytes) return `${keys}.file_too_large`;
  if (limits.maxNameLength !== undefined && file.name.length > limits.maxNameLength) return `${keys}.file_name_too_long`;
  return null;
};

/** The translation keys of the file picker (fields/SpreadsheetPicker): `<keys>.choose_file` and `<keys>.no_file`. */
export const pickerLabels = (keys: string) => ({ choose: `${keys}.choose_file`, none: `${keys}.no_file` });
