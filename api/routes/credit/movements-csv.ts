import { Readable } from 'node:stream';
import { neutraliseCsvCell } from '../../../events/csv-cell.js';
import { toCredits } from '../../../events/credit/credits.js';
import { movementsPage, type MovementFilter } from '../../../projections/credit/queries.js';
import type { LedgerMovementRow } from '../../../projections/credit/table.js';
import type { Db } from '../../../database/connect.js';

// The journal as CSV (GET credit/admin-history/export): every matching movement by revision, read
// a page at a time and streamed, so a million movements are never one string in memory.

/** Movements read per query of the export. */
export const MOVEMENTS_CSV_PAGE = 5000;

const HEADER = 'revision,created_at,kind,group,from,to,amount,from_balance_after,to_balance_after,reference,description\n';
const cell = (v: unknown) => `"${String(neutraliseCsvCell(v ?? '')).replaceAll('"', '""')}"`;
const line = (r: LedgerMovementRow) => [r.revision, r.at.toISOString(), r.kind, r.group, r.from_account, r.to_account, toCredits(Number(r.amount)).toFixed(2),
  toCredits(Number(r.from_balance_after)).toFixed(2), toCredits(Number(r.to_balance_after)).toFixed(2), r.reference, r.description].map(cell).join(',') + '\n';

/**
 * The CSV stream. Its first page is read before it is returned: a failure there is still the
 * route's error answer, not a 200 cut short; a later one ends the download early (and is logged).
 */
export const movementsCsv = async (db: Db, filter: MovementFilter, pageSize = MOVEMENTS_CSV_PAGE): Promise<Readable> => {
  const first = await movementsPage(db, filter, -1, pageSize);
  async function* pages() {
    yield HEADER;
    for (let page = first; ;) {
      if (page.length) yield page.map(line).join('');
      if (page.length < pageSize) return;
      page = await movementsPage(db, filter, Number(page[page.length - 1].revision), pageSize);
    }
  }
  return Readable.from(pages());
};
