import { answered, apiClient } from '../../providers/apiClient';
import type { ApiAnswer } from '../../providers/apiTypes';
import { fetchFile } from '../../shared/download';

// The finance audit's calls (CONTRACT.md "Finance audit"): the statement of a period and its files.

export type Statement = ApiAnswer<'/api/credit/statement'>;
export type StatementLine = Statement['lines'][number];
export type KindTotal = Statement['totals'][number];

export interface StatementPeriod {
  userId?: string;
  /** ISO instants: from inclusive, to exclusive (the user's local days, credit/dates.ts). */
  from: string;
  to: string;
}

const periodQuery = ({ userId, from, to }: StatementPeriod) => ({ ...(userId ? { userId } : {}), from, to });
const statementQuery = (period: StatementPeriod) => new URLSearchParams(periodQuery(period)).toString();

/** The lines a page of the statement screen shows. */
export const STATEMENT_LINES_PER_PAGE = 50;

export const statementCommands = {
  /** The period's balances and totals, and its lines of the 0-based `page`. */
  getCreditStatement: (period: StatementPeriod, page: number) => answered(apiClient.GET('/api/credit/statement', {
    params: { query: { ...periodQuery(period), page: String(page + 1), per_page: String(STATEMENT_LINES_PER_PAGE) } },
  })),
};

/** The statement as a file, its labels in the UI language. */
export const fetchStatementFile = (period: StatementPeriod, format: 'pdf' | 'xlsx', lang: 'en' | 'es') =>
  fetchFile(`/api/credit/statement/${format}?${statementQuery(period)}&lang=${lang}`);
