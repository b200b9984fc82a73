import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { TreeTable, type TreeColumn } from '../shared/TreeTable';
import { VariationText } from '../shared/VariationText';
import { exportXlsx } from '../shared/xlsxExport';
import { exportRows } from './exportRows';
import type { ReportColumn, ReportId, ReportRow } from './types';
import { useReportFormat } from './useReportFormat';

interface ReportTableSectionProps {
  report: ReportId;
  columns: ReportColumn[];
  rows: ReportRow[];
}

/** The sortable table under the chart and its XLSX export. */
export const ReportTableSection = ({ report, columns, rows }: ReportTableSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useReportFormat();
  const [exporting, setExporting] = useState(false);
  const header = (column: ReportColumn) => column.label ?? translate(`reports.columns.${column.id}`);

  const tableColumns: TreeColumn<ReportRow>[] = [
    { id: 'account', label: translate('reports.columns.account'), cell: (row) => row.name, sortValue: (row) => row.name },
    ...columns.map((column) => ({
      id: column.id,
      label: header(column),
      align: 'right' as const,
      sortValue: (row: ReportRow) => row.values[column.id] ?? null,
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
      await exportXlsx(`report-${report}.xlsx`, title, [translate('reports.columns.account'), ...columns.map(header)], exportRows(rows, columns));
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
      <TreeTable label={`reports.${report}.title`} columns={tableColumns} rows={rows} />
    </Stack>
  );
};
