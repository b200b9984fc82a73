import { SHEET_MAX_BYTES, SHEET_NAME_MAX } from '../../../events/constants';

// Spec section 5's 10MB reading: CSV or XLSX of at most 10MB, a name of at most 100 characters.
const ACCEPTED = /\.(csv|xlsx)$/i;

/** The translation key of what is wrong with the file, or null. */
export const fileProblem = (file: File): string | null => {
  if (!ACCEPTED.test(file.name)) return 'previous_orders.import.file_type';
  if (file.size > SHEET_MAX_BYTES) return 'previous_orders.import.file_too_large';
  if (file.name.length > SHEET_NAME_MAX) return 'previous_orders.import.file_name_too_long';
  return null;
};

/** The translation keys of the file picker (fields/SpreadsheetPicker). */
export const FILE_LABELS = { choose: 'previous_orders.import.choose_file', none: 'previous_orders.import.no_file' };
