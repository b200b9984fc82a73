import { ACCOUNT_IMPORT_MAX_BYTES } from '../../../events/constants';

// Spec section 5: the importer takes CSV or XLSX files of at most 5MB (ACCOUNT_IMPORT_MAX_BYTES).
const ACCEPTED = /\.(csv|xlsx)$/i;

/** The translation key of what is wrong with the file, or null. */
export const fileProblem = (file: File): string | null => {
  if (!ACCEPTED.test(file.name)) return 'credit.account_import.file_type';
  if (file.size > ACCOUNT_IMPORT_MAX_BYTES) return 'credit.account_import.file_too_large';
  return null;
};

/** The translation keys of the file picker (fields/SpreadsheetPicker). */
export const FILE_LABELS = { choose: 'credit.account_import.choose_file', none: 'credit.account_import.no_file' };
