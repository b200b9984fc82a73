import type { SheetLimits } from '../../services/sheets/read.js';

// What one account import may hold. An upload is at most 5MB (events/uploads/limits.ts), but a
// few kilobytes of XLSX can unpack to gigabytes: rows, cells and the report are bounded too.

/** Rows after the header; a bigger file is refused (split it). */
export const ACCOUNT_IMPORT_MAX_ROWS = 5_000;
/** A cell is cut to this (+1, so it still reads as too long) as it is read; no field allows more. */
export const ACCOUNT_IMPORT_MAX_CELL_CHARS = 1_000;
/** A legitimate 5,000-row workbook unpacks to well under a megabyte. */
export const ACCOUNT_IMPORT_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** Rows listed in the report (rows with errors first); the counts cover every row. */
export const REPORT_MAX_ROWS = 1_000;
/** Text echoed back in the report per cell. */
export const REPORT_CELL_MAX_CHARS = 100;

export const ACCOUNT_IMPORT_LIMITS: SheetLimits = {
  maxRows: ACCOUNT_IMPORT_MAX_ROWS, maxCellChars: ACCOUNT_IMPORT_MAX_CELL_CHARS,
  maxUnpackedBytes: ACCOUNT_IMPORT_MAX_UNPACKED_BYTES, maxSharedStringsBytes: ACCOUNT_IMPORT_MAX_UNPACKED_BYTES,
};
