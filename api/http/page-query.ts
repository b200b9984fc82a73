import { Type } from 'typebox';
import { HttpError, type Problem } from './errors.js';

// `page` (from 1) and `per_page` on routes whose answer is one document (a report, a statement) of
// which a screen shows a page: without either, the whole document, as its file export wants.

export type PageQuery = { page: number; perPage: number };
export type PageLimits = { perPageDefault: number; perPageMax: number; invalid: Problem; tooLong: Problem };

/** The two query fields, as text of digits (the query string's own type); `what` names the rows. */
export const pageQueryFields = (what: string, limits: Pick<PageLimits, 'perPageDefault' | 'perPageMax'>) => ({
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$', description: `the page of ${what} to answer, from 1 (default: every one, as a file export wants)` })),
  per_page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$', description: `${what} a page, 1 to ${limits.perPageMax} (default ${limits.perPageDefault}); alone, it asks for page 1` })),
});

/** The asked page, or null for the whole document; 400 with `invalid` (page 0) or `tooLong` (`limit`). */
export const readPage = (q: { page?: string; per_page?: string }, limits: PageLimits): PageQuery | null => {
  if (q.page !== undefined && Number(q.page) < 1) throw new HttpError(400, limits.invalid);
  const perPage = q.per_page === undefined ? limits.perPageDefault : Number(q.per_page);
  if (perPage < 1 || perPage > limits.perPageMax) throw new HttpError(400, limits.tooLong, { limit: limits.perPageMax });
  // A page size alone asks for the first page.
  return q.page !== undefined || q.per_page !== undefined ? { page: Number(q.page ?? 1), perPage } : null;
};

/** The rows of `page` (all of them without one). */
export const rowsOf = <R,>(rows: R[], page: PageQuery | null): R[] => (page ? rows.slice((page.page - 1) * page.perPage, page.page * page.perPage) : rows);
