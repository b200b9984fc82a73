/** The report of POST /api/credit/account-import (CONTRACT.md "Account import"). */
export interface ImportRow {
  row: number;
  email: string;
  amount: number | null;
  description: string | null;
  reference: string | null;
  status: 'ok' | 'error' | 'skipped';
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
  rows: ImportRow[];
}

export type ImportMode = 'preview' | 'all' | 'partial';
