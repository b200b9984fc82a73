import { ACCOUNT_IMPORT_MAX_BYTES } from '../../../events/constants';
import { spreadsheetProblem } from '../shared/spreadsheetFile';

/** The translation key of what is wrong with the file, or null; spec section 5: at most 5MB (ACCOUNT_IMPORT_MAX_BYTES). */
export const fileProblem = (file: File): string | null => spreadsheetProblem(file, 'credit.account_import', { maxBytes: ACCOUNT_IMPORT_MAX_BYTES });
