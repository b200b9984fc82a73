import { api } from '../../providers/httpClient';
import { fetchFile } from '../../shared/download';

// The finance audit's calls (CONTRACT.md "Finance audit"): the statement of a period and its files.

export interface StatementLine {
  id: string;
  revision: number;
  kind: string;
  counterparty: string;
  reference: string | null;
  description: string | null;
  signedAmount: number;
  balance: number;
  createdAt: string;
}

export interface KindTotal {
  kind: string;
  received: number;
  paid: number;
  count: number;
}

export interface Statement {
  account: string;
  from: string;
  to: string;
  opening: number;
  closing: number;
  received: number;
  paid: number;
  lines: StatementLine[];
  totals: KindTotal[];
}

export interface StatementPeriod {
  userId?: string;
  /** ISO instants: from inclusive, to exclusive (the user's local days, credit/dates.ts). */
  from: string;
  to: string;
}

const statementQuery = ({ userId, from, to }: StatementPeriod) => new URLSearchParams({ ...(userId ? { userId } : {}), from, to }).toString();

export const statementCommands = {
  getCreditStatement: (period: StatementPeriod) => api.get<Statement>(`/api/credit/statement?${statementQuery(period)}`),
};

/** The statement as a file, its labels in the UI language. */
export const fetchStatementFile = (period: StatementPeriod, format: 'pdf' | 'xlsx', lang: 'en' | 'es') =>
  fetchFile(`/api/credit/statement/${format}?${statementQuery(period)}&lang=${lang}`);
