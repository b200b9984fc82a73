import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLogoutIfAccessDenied, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { MessageAlert } from '../layout/FormFeedback';
import { sheetFileProblem } from './files';
import { ImportResult } from './ImportResult';
import { getImportJob, isFinished, uploadSheet, type ImportJob, type SheetKindName } from './sheetApi';
import { SpreadsheetPicker } from '../fields';
import { pickerLabels } from '../shared/spreadsheetFile';

/** How often the job is asked for while it runs. */
export const POLL_MS = 500;

/**
 * Uploads a sheet of one kind (or, with `kinds`, of a kind the admin picks), follows the import
 * (upload progress, then the job polled every 500 ms) and shows its summary or its problems.
 * Reused by the pricing screens: `<SheetImport kind="price-config" />`.
 */
export const SheetImport = ({ kind, kinds }: { kind: SheetKindName; kinds?: readonly SheetKindName[] }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  // These calls bypass the dataProvider: a 401/403 must still end the session (spec section 8).
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const fail = async (failure: unknown) => {
    if (!(await logoutIfAccessDenied(failure))) setError(errorMessage(failure));
  };
  const [chosenKind, setChosenKind] = useState<SheetKindName>(kind);
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [error, setError] = useState<string | null>(null);

  const running = job !== null && !isFinished(job);
  useEffect(() => {
    if (!job || isFinished(job)) return undefined;
    const timer = setTimeout(() => {
      getImportJob(job.id)
        .then((next) => {
          setJob(next);
          if (isFinished(next)) refresh(); // the import history lists it
        })
        .catch(fail);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, refresh]); // `fail` only reports; a new one each render must not restart the poll

  const start = async () => {
    if (!file) return;
    setError(null);
    setJob(null);
    setUploaded(0);
    try {
      const id = await uploadSheet(file, chosenKind, dryRun, setUploaded);
      setJob(await getImportJob(id));
    } catch (failure) {
      await fail(failure);
    } finally {
      setUploaded(null);
    }
  };

  const choose = (chosen: File | null) => {
    setJob(null);
    const problem = chosen ? sheetFileProblem(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const busy = uploaded !== null || running;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('vehicle_database.upload.help')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {kinds && kinds.length > 1 && (
          <TextField select size="small" label={translate('vehicle_database.upload.kind')} value={chosenKind} disabled={busy} onChange={(event) => setChosenKind(event.target.value as SheetKindName)} fullWidth={false} sx={{ width: 200 }}>
            {kinds.map((name) => (
              <MenuItem key={name} value={name}>
                {translate(`vehicle_database.kinds.${name}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <SpreadsheetPicker file={file} disabled={busy} onChange={choose} labels={pickerLabels('vehicle_database.upload')} />
        <FormControlLabel control={<Checkbox checked={dryRun} disabled={busy} onChange={(event) => setDryRun(event.target.checked)} />} label={translate('vehicle_database.upload.dry_run')} />
        <Button variant="contained" disabled={!file || busy} onClick={start}>
          {translate('vehicle_database.upload.button')}
        </Button>
      </Stack>
      {busy && <ImportProgress uploaded={uploaded} job={job} />}
      {/* A key (a check made here) or the server's answer, already in the user's language (shared/errors.ts). */}
      <MessageAlert message={error ? translate(error, { _: error }) : null} />
      {job && isFinished(job) && <ImportResult job={job} />}
    </Stack>
  );
};

/** Upload progress, then the job's phase and rows (indeterminate while the rows are being read). */
const ImportProgress = ({ uploaded, job }: { uploaded: number | null; job: ImportJob | null }) => {
  const translate = useTranslate();
  const share = uploaded !== null ? uploaded : job && job.total > 0 ? job.processed / job.total : null;
  const text = uploaded !== null || !job
    ? translate('vehicle_database.upload.uploading')
    : job.total > 0
      ? translate('vehicle_database.upload.progress', { phase: translate(`vehicle_database.status.${job.status}`), processed: job.processed, total: job.total })
      : translate('vehicle_database.upload.reading', { processed: job.processed || '' });
  return (
    <Box>
      <LinearProgress variant={share === null ? 'indeterminate' : 'determinate'} value={Math.round((share ?? 0) * 100)} aria-label={text} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
};
