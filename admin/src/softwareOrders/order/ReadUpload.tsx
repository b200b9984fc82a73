import { LoadingBar } from '../../shared/LoadingBar';
import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import type { OriginalFileKind } from '../../../../events/constants';
import { screenErrorText } from '../../shared/errors';
import type { ReadDetails, UploadedRead } from '../draft/draft';
import { FileFacts } from '../FileFacts';
import { ReadDetailsInputs } from './ReadDetailsInputs';
import { readFileProblem } from './readFileProblem';
import { uploadRead } from './uploadRead';

type Upload = { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'failed'; message: string } | { status: 'done' };

/** One original read (ECU or TCU): choose, upload with its progress, then "File uploaded successfully" or "Upload Error" (spec section 8). */
export const ReadUpload = ({ kind, read, needed, onUploaded, onDetails }: {
  kind: OriginalFileKind; read?: UploadedRead; needed: boolean; onUploaded: (read: UploadedRead) => void; onDetails: (details: ReadDetails) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = readFileProblem(file);
    if (problem) return setUpload({ status: 'failed', message: translate(problem.key, problem.params) });
    setUpload({ status: 'uploading', percent: 0 });
    uploadRead(kind, file, (percent) => setUpload({ status: 'uploading', percent })).then(
      (answer) => {
        setUpload({ status: 'done' });
        onUploaded({ id: answer.id, sha256: answer.sha256, size: answer.size, name: answer.name, kind: answer.kind });
        notify('software_orders.upload.success', { type: 'success' });
      },
      (failure: unknown) => setUpload({ status: 'failed', message: screenErrorText(failure) }),
    );
  };

  return (
    <Box data-testid={`read-${kind}`} sx={{ border: 1, borderColor: needed && !read ? 'warning.main' : 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Box>
          <Typography variant="subtitle1">{translate(`software_orders.upload.${kind}`)}</Typography>
          <Typography variant="body2" color="text.secondary">{translate(`software_orders.upload.${kind}_hint`)}</Typography>
        </Box>
        <Button variant={read ? 'outlined' : 'contained'} startIcon={<UploadFileIcon />} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }} onClick={() => input.current?.click()} disabled={upload.status === 'uploading'}>
          {translate(read ? 'software_orders.upload.replace' : 'software_orders.upload.choose')}
        </Button>
        <input ref={input} type="file" hidden aria-label={translate(`software_orders.upload.${kind}`)} onChange={choose} />
      </Stack>
      {upload.status === 'uploading' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LoadingBar variant="determinate" value={upload.percent} sx={{ flexGrow: 1 }} />
          <Typography variant="caption">{`${upload.percent} %`}</Typography>
        </Stack>
      )}
      {upload.status === 'failed' && (
        <Alert severity="error" role="alert">
          <AlertTitle>{translate('software_orders.upload.error')}</AlertTitle>
          {upload.message}
        </Alert>
      )}
      {upload.status === 'done' && read && <Alert severity="success" sx={{ mb: 1 }}>{translate('software_orders.upload.success')}</Alert>}
      {read && upload.status !== 'uploading' && (
        <>
          <FileFacts name={read.name} size={read.size} sha256={read.sha256} />
          <ReadDetailsInputs kind={kind} details={read.details} onChange={onDetails} />
        </>
      )}
    </Box>
  );
};
