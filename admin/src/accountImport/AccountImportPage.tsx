import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Confirm, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatCreditNumber } from '../credit/money/useMoney';
import { useRefreshBalance } from '../credit/balance/useRefreshBalance';
import { saveBlob } from '../shared/download';
import { useIdempotentSubmit } from '../shared/idempotency';
import { errorMessage } from '../shared/errors';
import { ImportPage } from '../shared/ImportPage';
import { useSpreadsheetImport } from '../shared/useSpreadsheetImport';
import type { PortalDataProvider } from '../providers/dataProvider';
import { fileProblem } from './fileRules';
import { ImportReportTable } from './ImportReportTable';
import { ImportSummary } from './ImportSummary';
import type { ImportMode, ImportReport } from './types';

// The key is kept per upload body, serialised as JSON: the file's name, size and date tell uploads apart, onProgress drops out.
type Upload = { file: File; mode: ImportMode; name: string; size: number; modified: number; onProgress: (share: number) => void };

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
  const sheet = useSpreadsheetImport<ImportReport>(fileProblem);
  const [partial, setPartial] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const send = useIdempotentSubmit((upload: Upload, key: string) => dataProvider.importAccounts(upload.file, upload.mode, key, upload.onProgress));

  const run = (mode: ImportMode) => {
    setConfirming(false);
    void sheet.run(
      (file, onProgress) => send({ file, mode, name: file.name, size: file.size, modified: file.lastModified, onProgress }),
      async (answer) => {
        if (answer.dryRun || answer.applied === 0) return;
        notify('credit.account_import.applied', { type: 'success', messageArgs: { smart_count: answer.applied, amount: formatCreditNumber(locale, answer.amount) } });
        await refreshBalance(true);
      },
    );
  };

  const choose = (chosen: File | null) => {
    setPartial(false);
    sheet.choose(chosen);
  };

  const { file, report, busy } = sheet;
  const canApply = report?.dryRun === true && report.ready > 0 && (report.errors === 0 || partial);

  return (
    <ImportPage
      keys="credit.account_import"
      file={file}
      onChoose={choose}
      progress={sheet.progress}
      error={sheet.error}
      actions={
        <>
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
        </>
      }
      report={
        report && (
          <>
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
          </>
        )
      }
    >
      <Confirm
        isOpen={confirming}
        title="credit.account_import.title"
        content="credit.confirm.text"
        confirm="credit.confirm.yes"
        onConfirm={() => run(partial ? 'partial' : 'all')}
        onClose={() => setConfirming(false)}
      />
    </ImportPage>
  );
};
