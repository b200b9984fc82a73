import { SHEET_LIMITS, spreadsheetProblem } from '../shared/spreadsheetFile';

/** The translation key of what is wrong with the chosen sheet, or null. */
export const sheetFileProblem = (file: File): string | null => spreadsheetProblem(file, 'vehicle_database.upload', SHEET_LIMITS);
