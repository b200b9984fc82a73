import { Alert, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob, ImportProblem } from './sheetApi';

/** The end of an import: the summary (created, updated, unchanged), or the problems by row. */
export const ImportResult = ({ job }: { job: ImportJob }) => {
  const translate = useTranslate();
  const message = (problem: ImportProblem) => (problem.code ? translate(`vehicle_database.messages.${problem.code}`, { _: problem.message, ...problem.params }) : problem.message);
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
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={translate('vehicle_database.upload.report')}>
          <TableHead>
            <TableRow>
              {(['row', 'column', 'message'] as const).map((column) => (
                <TableCell key={column} align={column === 'row' ? 'right' : 'left'}>
                  {translate(`vehicle_database.upload.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {job.problems.map((problem, index) => (
              <TableRow key={`${problem.row}-${index}`}>
                <TableCell align="right">{problem.row || translate('vehicle_database.upload.whole_file')}</TableCell>
                <TableCell>{problem.column ?? '—'}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{message(problem)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};
