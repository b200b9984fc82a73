/** A previous order (CONTRACT.md "Previous orders"). */
export interface PreviousOrder {
  id: string;
  type: 'ECU' | 'DSG' | 'ECU + DSG';
  price: number;
  createdAt: string;
  stage: string;
  currencyDetails: Record<string, unknown>;
  vehicle: Record<string, unknown>;
  description: unknown;
  vin: string;
  dealerId: string;
  dealerEmail: string;
  importedAt: string;
  updatedAt: string;
}

export type RowProblem = { column?: string; code: string; params?: Record<string, string | number>; message: string };

export interface ImportReportRow {
  row: number;
  id: string | null;
  vin: string | null;
  email: string | null;
  status: 'imported' | 'updated' | 'unchanged' | 'error';
  code: string | null;
  column: string | null;
  params: Record<string, string | number> | null;
  message: string | null;
  problems: RowProblem[];
}

/** The answer of POST /api/previous-orders/import. */
export interface ImportReport {
  dryRun: boolean;
  fileName: string;
  total: number;
  imported: number;
  updated: number;
  unchanged: number;
  errors: number;
  rowsLeftOut: number;
  rows: ImportReportRow[];
}
