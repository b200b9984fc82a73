import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReportTable, type ReportColumn } from '../shared/ReportTable';
import type { ImportJob, ImportProblem } from './sheetApi';

/** The end of an import: the summary (created, updated, unchanged), or the problems by row. */
export const ImportResult = ({ job }: { job: ImportJob }) => {
  const translate = useTranslate();
  const message = (problem: ImportProblem) => (problem.code ? translate(`vehicle_database.messages.${problem.code}`, { _: problem.message, ...problem.params }) : problem.message);
  const columns: ReportColumn<ImportProblem>[] = [
    { id: 'row', align: 'right', cell: (problem) => problem.row || translate('vehicle_database.upload.whole_file') },
    { id: 'column', cell: (problem) => problem.column ?? '—' },
    { id: 'message', cell: message, cellProps: () => ({ sx: { color: 'error.main' } }) },
  ];
  if (job.status === 'done' && job.summary) {
    return (
      <Stack spacing={1}>
        <Alert severity="success" role="status">
          {translate('vehicle_database.upload.success')}
          {job.dryRun ? ` — ${translate('vehicle_database.upload.dry_run_done')}` : ''}
        </Alert>
        <Stack direction="row" spacing={1} aria-label="summary">
          {(['created', 'updated', 'unchanged'] as const).map((part) => (
            <Chip key={part} variant="outlined" color={part === 'unchanged' ? 'default' : 'success'} label={translate(`vehicle_database.upload.summary.${part}`, { count: job.summary![part] })} />
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity="error" role="alert">
        <strong>{translate('vehicle_database.upload.error')}</strong>: {translate(job.status === 'failed' ? 'vehicle_database.upload.failed' : 'vehicle_database.upload.rejected')}
      </Alert>
      {job.problemCount > job.problems.length && (
        <Typography variant="caption" color="text.secondary">
          {translate('vehicle_database.upload.more', { shown: job.problems.length, count: job.problemCount })}
        </Typography>
      )}
      <ReportTable label="vehicle_database.upload.report" headers="vehicle_database.upload.columns" columns={columns} rows={job.problems} rowKey={(problem, index) => `${problem.row}-${index}`} />
    </Stack>
  );
};
