import { UPLOAD_LIMITS } from '../../../events/uploads/limits';
import { spreadsheetProblem } from '../shared/spreadsheetFile';

/** The translation key of what is wrong with the file, or null; at most 5MB (UPLOAD_LIMITS.accountImport). */
export const fileProblem = (file: File): string | null => spreadsheetProblem(file, 'credit.account_import', { maxBytes: UPLOAD_LIMITS.accountImport.maxBytes });
