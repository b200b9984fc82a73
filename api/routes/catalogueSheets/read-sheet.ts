import { MAX_IMPORT_ROWS } from '../../../tables/catalogueSheets/engine.js';
import { readSheet, sheetType, type SheetLimits, type SheetRow } from '../../services/sheets/read.js';

// An uploaded catalogue sheet as rows of text cells for the import engine, through the shared
// reader (XLSX streamed, the first worksheet only).

export const CATALOGUE_SHEET_LIMITS: SheetLimits = {
  // The engine reports its own row cap (as a problem of the job); the reader's is one past it.
  maxRows: MAX_IMPORT_ROWS + 1,
  /** A stage's options JSON is the longest legitimate cell. */
  maxCellChars: 20_000,
  /** The sheet itself is streamed: 100,000 rows of the widest kind unpack to about 150MB. */
  maxUnpackedBytes: 400 * 1024 * 1024,
  /** Held in memory while the sheet streams; a real catalogue's repeated names take a few MB. */
  maxSharedStringsBytes: 64 * 1024 * 1024,
};

/** The rows of an uploaded CSV or XLSX file; null when it is neither (by name and content). */
export const sheetRows = (fileName: string, mimetype: string, buffer: Buffer): AsyncIterable<SheetRow> | null => {
  const type = sheetType(fileName, mimetype, buffer);
  return type ? readSheet(type, buffer, CATALOGUE_SHEET_LIMITS) : null;
};
