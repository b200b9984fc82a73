/** The report of POST /api/credit/account-import (CONTRACT.md "Account import"). */
export interface ImportRow {
  row: number;
  email: string;
  amount: number | null;
  description: string | null;
  reference: string | null;
  status: 'ok' | 'error' | 'skipped';
  /** Stable problem code (api/routes/accountImport/rows.ts), translated under credit.account_import.problems. */
  code: string | null;
  params: Record<string, string | number> | null;
  /** The server's English text, shown when a code has no translation. */
  message: string | null;
  movementId: string | null;
}

export interface ImportReport {
  dryRun: boolean;
  applied: number;
  skipped: number;
  errors: number;
  ready: number;
  amount: number;
  message: string;
  /** Rows the report leaves out (it lists at most 1,000, those with errors first). */
  rowsLeftOut: number;
  rows: ImportRow[];
}

export type ImportMode = 'preview' | 'all' | 'partial';
