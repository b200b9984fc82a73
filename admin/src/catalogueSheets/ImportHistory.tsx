import { Chip, type ChipProps } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useFormatLocale } from '../credit/dates';
import { useDates } from '../fields';
import { ReportTable, type ReportColumn } from '../shared/ReportTable';
import { FileName } from '../shared/FileName';
import type { ImportJob, ImportStatus } from './sheetApi';
import { EmptyState } from '../shared/EmptyState';
import { TableSkeleton } from '../shared/LoadingSkeleton';

const STATUS_COLORS: Record<ImportStatus, ChipProps['color']> = {
  parsing: 'info', checking: 'info', applying: 'info', done: 'success', rejected: 'warning', failed: 'error',
};

/** The last imports (newest first): when, which sheet and file, how it ended. */
export const ImportHistory = ({ perPage = 10 }: { perPage?: number }) => {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const { dateTime } = useDates();
  const { data, isPending } = useGetList<ImportJob>('vehicles-file', { pagination: { page: 1, perPage }, sort: { field: 'createdAt', order: 'DESC' } });
  if (isPending) return <TableSkeleton columns={6} rows={3} />;
  if (!data?.length) return <EmptyState text="vehicle_database.history.empty" />;
  const result = (job: ImportJob) =>
    job.summary
      ? translate('vehicle_database.history.result', job.summary)
      : job.problemCount
        ? translate('vehicle_database.history.problems', { count: job.problemCount })
        : '';
  const columns: ReportColumn<ImportJob>[] = [
    { id: 'createdAt', cell: (job) => dateTime(job.createdAt) },
    { id: 'kind', cell: (job) => translate(`vehicle_database.kinds.${job.kind}`, { _: job.kind }) },
    {
      id: 'fileName',
      cell: (job) => <FileName name={job.fileName} sx={{ maxWidth: 260 }} />,
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
