import type { SheetLimits } from '../../services/sheets/read.js';

// What one previous orders sheet may hold. The upload takes the sheets' limit (events/uploads/limits.ts);
// every row is checked before any is written, so the rows are held in memory and bounded, and so is
// the report.

/** Rows after the header; a bigger file is refused (split it: importing is idempotent). */
export const PREVIOUS_ORDERS_MAX_ROWS = 50_000;
/** The vehicle and description JSON may have 5,000 characters; a cell is cut one past that as it is read. */
export const PREVIOUS_ORDERS_MAX_CELL_CHARS = 5_000;
/** Rows listed in the report (rows with errors first); the counts cover every row. */
export const REPORT_MAX_ROWS = 1_000;
/** Text echoed back in the report per cell. */
export const REPORT_CELL_MAX_CHARS = 100;

export const PREVIOUS_ORDERS_LIMITS: SheetLimits = {
  maxRows: PREVIOUS_ORDERS_MAX_ROWS,
  maxCellChars: PREVIOUS_ORDERS_MAX_CELL_CHARS,
  maxUnpackedBytes: 150 * 1024 * 1024,
  maxSharedStringsBytes: 32 * 1024 * 1024,
};
