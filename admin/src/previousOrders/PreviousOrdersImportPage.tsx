import { useState } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { MessageAlert } from '../layout/FormFeedback';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../shared/errors';
import { SpreadsheetPicker } from '../fields';
import { FILE_LABELS, fileProblem } from './fileRules';
import { ImportReportTable } from './ImportReportTable';
import { ImportSummary } from './ImportSummary';
import type { ImportReport } from './types';

/**
 * /previous-orders/import (Admin): upload the CSV or XLSX of the orders made before the portal,
 * optionally check it first, then import it; the per-row report says what happened to each row.
 */
export const PreviousOrdersImportPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    setReport(null);
    setProgress(0);
    try {
      setReport(await dataProvider.importPreviousOrders(file, dryRun, setProgress));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  const choose = (chosen: File | null) => {
    setReport(null);
    const problem = chosen ? fileProblem(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const busy = progress !== null;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="previous_orders.import.title" />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('previous_orders.import.help')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <SpreadsheetPicker file={file} disabled={busy} onChange={choose} labels={FILE_LABELS} />
            <Button variant="outlined" disabled={!file || busy} onClick={() => run(true)}>
              {translate('previous_orders.import.check')}
            </Button>
            <Button variant="contained" disabled={!file || busy} onClick={() => run(false)}>
              {translate('previous_orders.import.import')}
            </Button>
            <Button component={Link} to={adminPath('/previous-orders')} startIcon={<ListIcon />}>
              {translate('previous_orders.import.to_list')}
            </Button>
          </Stack>
          {busy && (
            <Box sx={{ mt: 2 }}>
              <LinearProgress
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                aria-label={translate(progress < 1 ? 'previous_orders.import.uploading' : 'previous_orders.import.processing')}
              />
              <Typography variant="caption" color="text.secondary">
                {translate(progress < 1 ? 'previous_orders.import.uploading' : 'previous_orders.import.processing')}
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
              <ImportReportTable rows={report.rows} dryRun={report.dryRun} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
};
