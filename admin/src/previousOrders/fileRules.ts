import { SHEET_LIMITS, spreadsheetProblem } from '../shared/spreadsheetFile';

/** The translation key of what is wrong with the file, or null (the sheets' 10MB reading). */
export const fileProblem = (file: File): string | null => spreadsheetProblem(file, 'previous_orders.import', SHEET_LIMITS);
