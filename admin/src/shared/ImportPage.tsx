import type { ReactNode } from 'react';
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { SpreadsheetPicker } from '../fields';
import { MessageAlert } from '../layout/FormFeedback';
import { pickerLabels } from './spreadsheetFile';

interface ImportPageProps {
  /** Translation key prefix of `.title`, `.help`, `.uploading`, `.processing`, `.choose_file` and `.no_file`. */
  keys: string;
  file: File | null;
  onChoose: (file: File | null) => void;
  progress: number | null;
  error: string | null;
  /** The buttons beside the file picker. */
  actions: ReactNode;
  /** The report's card, once there is a report. */
  report: ReactNode;
  /** What the page adds below (a confirmation). */
  children?: ReactNode;
}

/** An import page (Admin): the file, its buttons, the upload's progress and error, then the report. */
export const ImportPage = ({ keys, file, onChoose, progress, error, actions, report, children }: ImportPageProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={`${keys}.title`} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${keys}.help`)}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <SpreadsheetPicker file={file} disabled={progress !== null} onChange={onChoose} labels={pickerLabels(keys)} />
            {actions}
          </Stack>
          {progress !== null && <UploadProgress keys={keys} progress={progress} />}
          <Box sx={{ mt: 2 }}>
            <MessageAlert message={error} />
          </Box>
        </CardContent>
      </Card>
      {report && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>{report}</Stack>
          </CardContent>
        </Card>
      )}
      {children}
    </Stack>
  );
};

/** The upload's share, then an indeterminate bar while the server processes the rows. */
const UploadProgress = ({ keys, progress }: { keys: string; progress: number }) => {
  const translate = useTranslate();
  const text = translate(progress < 1 ? `${keys}.uploading` : `${keys}.processing`);
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress variant={progress < 1 ? 'determinate' : 'indeterminate'} value={Math.round(progress * 100)} aria-label={text} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
};
