import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type ChipProps } from '@mui/material';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { useFormatLocale } from '../credit/dates';
import type { ImportJob, ImportStatus } from './sheetApi';

const STATUS_COLORS: Record<ImportStatus, ChipProps['color']> = {
  parsing: 'info', checking: 'info', applying: 'info', done: 'success', rejected: 'warning', failed: 'error',
};
const COLUMNS = ['createdAt', 'kind', 'fileName', 'status', 'rows', 'result'] as const;

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
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('vehicle_database.history.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'rows' ? 'right' : 'left'}>
                {translate(`vehicle_database.history.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((job) => (
            <TableRow key={job.id}>
              <TableCell>{new Date(job.createdAt).toLocaleString(locale)}</TableCell>
              <TableCell>{translate(`vehicle_database.kinds.${job.kind}`, { _: job.kind })}</TableCell>
              <TableCell sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={job.fileName}>
                {job.fileName}
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLORS[job.status]} label={translate(`vehicle_database.status.${job.status}`)} />
                {job.dryRun && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate('vehicle_database.status.dry_run')} />}
              </TableCell>
              <TableCell align="right">{job.total.toLocaleString(locale)}</TableCell>
              <TableCell>{result(job)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
