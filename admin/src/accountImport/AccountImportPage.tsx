import { useState } from 'react';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Confirm, Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatCreditNumber } from '../credit/money/useMoney';
import { useRefreshBalance } from '../credit/balance/useRefreshBalance';
import { saveBlob } from '../shared/download';
import { useIdempotentSubmit } from '../shared/idempotency';
import { errorMessage } from '../shared/errors';
import { MessageAlert } from '../layout/FormFeedback';
import type { PortalDataProvider } from '../providers/dataProvider';
import { SpreadsheetPicker } from '../fields';
import { FILE_LABELS, fileProblem } from './fileRules';
import { ImportReportTable } from './ImportReportTable';
import { ImportSummary } from './ImportSummary';
import type { ImportMode, ImportReport } from './types';

type Upload = { file: File; mode: ImportMode; name: string; size: number; modified: number };

/**
 * /credit-account-import (Admin): upload a CSV or XLSX of credits per account, check it (dry run,
 * the per-row report), then apply it. A progress bar runs while the file uploads and is processed.
 */
export const AccountImportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refreshBalance = useRefreshBalance();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [partial, setPartial] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const send = useIdempotentSubmit((upload: Upload, key: string) => dataProvider.importAccounts(upload.file, upload.mode, key, setProgress));

  const run = async (mode: ImportMode) => {
    if (!file) return;
    setConfirming(false);
    setError(null);
    setProgress(0);
    try {
      const answer = await send({ file, mode, name: file.name, size: file.size, modified: file.lastModified });
      setReport(answer);
      if (!answer.dryRun && answer.applied > 0) {
        notify('credit.account_import.applied', { type: 'success', messageArgs: { smart_count: answer.applied, amount: formatCreditNumber(locale, answer.amount) } });
        await refreshBalance(true);
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  const choose = (chosen: File | null) => {
    setReport(null);
    setPartial(false);
    const problem = chosen ? fileProblem(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const busy = progress !== null;
  const canApply = report?.dryRun === true && report.ready > 0 && (report.errors === 0 || partial);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.account_import.title" />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('credit.account_import.help')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <SpreadsheetPicker file={file} disabled={busy} onChange={choose} labels={FILE_LABELS} />
            <Button variant="contained" disabled={!file || busy} onClick={() => run('preview')}>
              {translate('credit.account_import.check')}
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              onClick={() =>
                dataProvider
                  .getImportTemplate()
                  .then((blob) => saveBlob(blob, 'account-import.csv'))
                  .catch((failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
              }
            >
              {translate('credit.account_import.template')}
            </Button>
          </Stack>
          {busy && (
            <Box sx={{ mt: 2 }}>
              <LinearProgress
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                aria-label={translate(progress < 1 ? 'credit.account_import.uploading' : 'credit.account_import.processing')}
              />
              <Typography variant="caption" color="text.secondary">
                {translate(progress < 1 ? 'credit.account_import.uploading' : 'credit.account_import.processing')}
              </Typography>
            </Box>
          )}
          <Box sx={{ mt: 2 }}>
            <MessageAlert message={error} />
          </Box>
        </CardContent>
      </Card>
      {report && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <ImportSummary report={report} />
              {report.dryRun && report.ready > 0 && (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {report.errors > 0 && (
                    <FormControlLabel
                      control={<Checkbox checked={partial} onChange={(event) => setPartial(event.target.checked)} />}
                      label={translate('credit.account_import.partial')}
                    />
                  )}
                  <Button variant="contained" color="primary" disabled={!canApply || busy} onClick={() => setConfirming(true)}>
                    {translate('credit.account_import.apply', { smart_count: report.ready })}
                  </Button>
                </Stack>
              )}
              <ImportReportTable rows={report.rows} applied={!report.dryRun && report.applied > 0} />
            </Stack>
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={confirming}
        title="credit.account_import.title"
        content="credit.confirm.text"
        confirm="credit.confirm.yes"
        onConfirm={() => run(partial ? 'partial' : 'all')}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
