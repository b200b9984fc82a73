import { Chip, type ChipProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCreditNumber } from '../credit/money/useMoney';
import { ReportTable, type ReportColumn } from '../shared/ReportTable';
import type { ImportRow } from './types';

const STATUS_COLORS: Record<ImportRow['status'], ChipProps['color']> = { ok: 'success', error: 'error', skipped: 'default' };

/** The per-row report: line, email, amount, description, reference, status and the row's message. */
export const ImportReportTable = ({ rows, applied }: { rows: ImportRow[]; applied: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // A code the UI has no text for (the ledger's own refusals) shows the server's message.
  const message = (row: ImportRow) => (row.code ? translate(`credit.account_import.problems.${row.code}`, { _: row.message ?? '', ...row.params }) : '');
  const columns: ReportColumn<ImportRow>[] = [
    { id: 'row', align: 'right', cell: (row) => row.row },
    { id: 'email', cell: (row) => row.email },
    { id: 'amount', align: 'right', cell: (row) => (row.amount === null ? '—' : formatCreditNumber(locale, row.amount)) },
    { id: 'description', cell: (row) => row.description ?? '—' },
    { id: 'reference', cell: (row) => row.reference ?? '—' },
    {
      id: 'status',
      cell: (row) => <Chip size="small" color={STATUS_COLORS[row.status]} label={translate(`credit.account_import.status.${applied && row.status === 'ok' ? 'imported' : row.status}`)} />,
    },
    { id: 'message', cell: message, cellProps: (row) => ({ sx: { color: row.status === 'error' ? 'error.main' : undefined } }) },
  ];
  return (
    <ReportTable
      label="credit.account_import.report"
      headers="credit.account_import.columns"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.row}
      rowSx={(row) => ({ bgcolor: row.status === 'error' ? 'error.50' : undefined })}
    />
  );
};
