import { Chip, Typography, type ChipProps } from '@mui/material';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { useFormatLocale } from '../credit/dates';
import { ReportTable, type ReportColumn } from '../shared/ReportTable';
import type { ImportJob, ImportStatus } from './sheetApi';

const STATUS_COLORS: Record<ImportStatus, ChipProps['color']> = {
  parsing: 'info', checking: 'info', applying: 'info', done: 'success', rejected: 'warning', failed: 'error',
};

/** The last imports (newest first): when, which sheet and file, how it ended. */
export const ImportHistory = ({ perPage = 10 }: { perPage?: number }) => {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const { data, isPending } = useGetList<ImportJob>('vehicles-file', { pagination: { page: 1, perPage }, sort: { field: 'createdAt', order: 'DESC' } });
  if (isPending) return <Loading />;
  if (!data?.length) return <Typography color="text.secondary">{translate('vehicle_database.history.empty')}</Typography>;
  const result = (job: ImportJob) =>
    job.summary
      ? translate('vehicle_database.history.result', job.summary)
      : job.problemCount
        ? translate('vehicle_database.history.problems', { count: job.problemCount })
        : '';
  const columns: ReportColumn<ImportJob>[] = [
    { id: 'createdAt', cell: (job) => new Date(job.createdAt).toLocaleString(locale) },
    { id: 'kind', cell: (job) => translate(`vehicle_database.kinds.${job.kind}`, { _: job.kind }) },
    {
      id: 'fileName',
      cell: (job) => job.fileName,
      cellProps: (job) => ({ title: job.fileName, sx: { maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }),
    },
    {
      id: 'status',
      cell: (job) => (
        <>
          <Chip size="small" color={STATUS_COLORS[job.status]} label={translate(`vehicle_database.status.${job.status}`)} />
          {job.dryRun && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate('vehicle_database.status.dry_run')} />}
        </>
      ),
    },
    { id: 'rows', align: 'right', cell: (job) => job.total.toLocaleString(locale) },
    { id: 'result', cell: result },
  ];
  return (
    <ReportTable label="vehicle_database.history.title" headers="vehicle_database.history.columns" columns={columns} rows={data} rowKey={(job) => job.id} scroll={false} />
  );
};
