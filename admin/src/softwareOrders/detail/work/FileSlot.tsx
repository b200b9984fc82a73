import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../../shared/errors';
import { FileFacts } from '../../FileFacts';
import { readFileProblem } from '../../order/readFileProblem';
import { uploadRead } from '../../order/uploadRead';
import type { UploadAnswer } from '../../types';

type Upload = { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'failed'; message: string };

/** One file of a dialog (a tuned file, a corrected read): choose, upload with progress, then its name, size and SHA-256. */
export const FileSlot = ({ unit, label, file, onUploaded }: { unit: 'ECU' | 'TCU'; label: string; file?: UploadAnswer; onUploaded: (file: UploadAnswer) => void }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = readFileProblem(chosen);
    if (problem) return setUpload({ status: 'failed', message: translate(problem.key, problem.params) });
    setUpload({ status: 'uploading', percent: 0 });
    uploadRead(unit, chosen, (percent) => setUpload({ status: 'uploading', percent })).then(
      (answer) => { setUpload({ status: 'idle' }); onUploaded(answer); },
      (failure: unknown) => setUpload({ status: 'failed', message: translate(errorMessage(failure), { _: errorMessage(failure) }) }),
    );
  };
  return (
    <Box data-testid={`slot-${unit}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: file || upload.status !== 'idle' ? 1 : 0 }}>
        <Typography variant="subtitle2">{translate(label)}</Typography>
        <Button size="small" variant={file ? 'outlined' : 'contained'} startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={upload.status === 'uploading'}>
          {translate(file ? 'order_work.upload.replace' : 'order_work.upload.choose')}
        </Button>
        <input ref={input} type="file" hidden aria-label={translate(label)} onChange={choose} />
      </Stack>
      {upload.status === 'uploading' && <LinearProgress variant="determinate" value={upload.percent} aria-label={translate('order_work.upload.uploading')} />}
      {upload.status === 'failed' && <Alert severity="error" role="alert">{upload.message}</Alert>}
      {file && upload.status !== 'uploading' && <FileFacts name={file.name} size={file.size} sha256={file.sha256} />}
    </Box>
  );
};
