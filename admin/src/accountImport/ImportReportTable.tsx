import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type ChipProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCreditNumber } from '../credit/money/useMoney';
import type { ImportRow } from './types';

const STATUS_COLORS: Record<ImportRow['status'], ChipProps['color']> = { ok: 'success', error: 'error', skipped: 'default' };

/** The per-row report: line, email, amount, description, reference, status and the row's message. */
export const ImportReportTable = ({ rows, applied }: { rows: ImportRow[]; applied: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // A code the UI has no text for (the ledger's own refusals) shows the server's message.
  const message = (row: ImportRow) => (row.code ? translate(`credit.account_import.problems.${row.code}`, { _: row.message ?? '', ...row.params }) : '');
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={translate('credit.account_import.report')}>
        <TableHead>
          <TableRow>
            {['row', 'email', 'amount', 'description', 'reference', 'status', 'message'].map((column) => (
              <TableCell key={column} align={column === 'amount' || column === 'row' ? 'right' : 'left'}>
                {translate(`credit.account_import.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row} sx={{ bgcolor: row.status === 'error' ? 'error.50' : undefined }}>
              <TableCell align="right">{row.row}</TableCell>
              <TableCell>{row.email}</TableCell>
              <TableCell align="right">{row.amount === null ? '—' : formatCreditNumber(locale, row.amount)}</TableCell>
              <TableCell>{row.description ?? '—'}</TableCell>
              <TableCell>{row.reference ?? '—'}</TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLORS[row.status]} label={translate(`credit.account_import.status.${applied && row.status === 'ok' ? 'imported' : row.status}`)} />
              </TableCell>
              <TableCell sx={{ color: row.status === 'error' ? 'error.main' : undefined }}>{message(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
