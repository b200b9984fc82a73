import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReportTable, type ReportColumn } from '../shared/ReportTable';
import type { ImportReportRow, RowProblem } from './types';

const STATUS_COLORS: Record<ImportReportRow['status'], ChipProps['color']> = { imported: 'success', updated: 'info', unchanged: 'default', error: 'error' };

/** The per-row report: line, id, VIN, account, status and every problem of the row (column: text). */
export const ImportReportTable = ({ rows, dryRun }: { rows: ImportReportRow[]; dryRun: boolean }) => {
  const translate = useTranslate();
  // A code the UI has no text for shows the server's English message.
  const problemText = (problem: RowProblem) => {
    const text = translate(`previous_orders.import.problems.${problem.code}`, { _: problem.message, ...problem.params });
    return problem.column ? `${problem.column}: ${text}` : text;
  };
  const columns: ReportColumn<ImportReportRow>[] = [
    { id: 'row', align: 'right', cell: (row) => row.row },
    { id: 'id', cell: (row) => row.id ?? '—' },
    { id: 'vin', cell: (row) => row.vin ?? '—' },
    { id: 'email', cell: (row) => row.email ?? '—' },
    {
      id: 'status',
      cell: (row) => <Chip size="small" color={STATUS_COLORS[row.status]} label={translate(`previous_orders.import.status${dryRun ? '_dry_run' : ''}.${row.status}`)} />,
    },
    {
      id: 'message',
      cell: (row) => row.problems.map((problem, index) => <div key={index}>{problemText(problem)}</div>),
      cellProps: (row) => ({ sx: { color: row.status === 'error' ? 'error.main' : undefined } }),
    },
  ];
  return <ReportTable label="previous_orders.import.report" headers="previous_orders.import.columns" columns={columns} rows={rows} rowKey={(row) => row.row} />;
};
