import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { TreeTable, type TreeColumn, type TreePaging } from '../shared/TreeTable';
import { VariationText } from '../shared/VariationText';
import { exportXlsx } from '../shared/xlsxExport';
import { exportRows } from './exportRows';
import type { ReportColumn, ReportId, ReportRow } from './types';
import { useReportFormat } from './useReportFormat';

interface ReportTableSectionProps {
  report: ReportId;
  columns: ReportColumn[];
  /** The columns the report's route sorts by. */
  sorts: readonly string[];
  /** The page shown. */
  rows: ReportRow[];
  /** Top-level rows over all pages. */
  count: number;
  paging: TreePaging;
  onPaging: (next: TreePaging) => void;
  /** Every row in the table's order, for the export (the page holds a few of them). */
  loadAll: () => Promise<ReportRow[]>;
}

/** The sortable table under the chart, a page at a time, and its XLSX export of every row. */
export const ReportTableSection = ({ report, columns, sorts, rows, count, paging, onPaging, loadAll }: ReportTableSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useReportFormat();
  const [exporting, setExporting] = useState(false);
  const header = (column: ReportColumn) => column.label ?? translate(`reports.columns.${column.id}`);

  const tableColumns: TreeColumn<ReportRow>[] = [
    { id: 'account', label: translate('reports.columns.account'), cell: (row) => row.name, sortable: sorts.includes('account') },
    ...columns.map((column) => ({
      id: column.id,
      label: header(column),
      align: 'right' as const,
      sortable: sorts.includes(column.id),
      cell: (row: ReportRow) => {
        const value = row.values[column.id] ?? null;
        return column.kind === 'variation' && value !== null ? <VariationText value={value} /> : format(column.kind, value);
      },
    })),
  ];

  const download = async () => {
    setExporting(true);
    try {
      const title = translate(`reports.${report}.title`);
      await exportXlsx(`report-${report}.xlsx`, title, [translate('reports.columns.account'), ...columns.map(header)], exportRows(await loadAll(), columns));
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={download}>
          {translate('reports.export_xlsx')}
        </Button>
      </Stack>
      <TreeTable label={`reports.${report}.title`} columns={tableColumns} rows={rows} count={count} paging={paging} onPaging={onPaging} />
    </Stack>
  );
};
