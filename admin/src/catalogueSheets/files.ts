import { SHEET_MAX_BYTES, SHEET_NAME_MAX } from '../../../events/constants';

// Spec section 5: the 10MB reading of the upload limit, with a file name of at most 100 characters.
const ACCEPTED = /\.(csv|xlsx)$/i;

/** The translation key of what is wrong with the chosen file, or null. */
export const sheetFileProblem = (file: File): string | null => {
  if (!ACCEPTED.test(file.name)) return 'vehicle_database.upload.file_type';
  if (file.size > SHEET_MAX_BYTES) return 'vehicle_database.upload.file_too_large';
  if (file.name.length > SHEET_NAME_MAX) return 'vehicle_database.upload.file_name_too_long';
  return null;
};
