import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportReportRow, RowProblem } from './types';

const STATUS_COLORS: Record<ImportReportRow['status'], ChipProps['color']> = { imported: 'success', updated: 'info', unchanged: 'default', error: 'error' };
const COLUMNS = ['row', 'id', 'vin', 'email', 'status', 'message'] as const;

/** The per-row report: line, id, VIN, account, status and every problem of the row (column: text). */
export const ImportReportTable = ({ rows, dryRun }: { rows: ImportReportRow[]; dryRun: boolean }) => {
  const translate = useTranslate();
  // A code the UI has no text for shows the server's English message.
  const problemText = (problem: RowProblem) => {
    const text = translate(`previous_orders.import.problems.${problem.code}`, { _: problem.message, ...problem.params });
    return problem.column ? `${problem.column}: ${text}` : text;
  };
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={translate('previous_orders.import.report')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'row' ? 'right' : 'left'}>
                {translate(`previous_orders.import.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell align="right">{row.row}</TableCell>
              <TableCell>{row.id ?? '—'}</TableCell>
              <TableCell>{row.vin ?? '—'}</TableCell>
              <TableCell>{row.email ?? '—'}</TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLORS[row.status]} label={translate(`previous_orders.import.status${dryRun ? '_dry_run' : ''}.${row.status}`)} />
              </TableCell>
              <TableCell sx={{ color: row.status === 'error' ? 'error.main' : undefined }}>
                {row.problems.map((problem, index) => (
                  <div key={index}>{problemText(problem)}</div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
