import { LoadingBar } from './LoadingBar';
import { useRef, useState } from 'react';
import { Button, Chip, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { FileName } from './FileName';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from './errors';
import { newIdempotencyKey } from './idempotency';
import { useMayOpen } from '../roles/useMayOpen';

/** Posts the message under its Idempotency-Key, naming the uploaded files. */
export type PostMessage<Answer> = (body: { text: string; uploadIds: string[] }, idempotencyKey: string) => Promise<Answer>;

interface MessageComposerProps<Answer> {
  /** The data-testid prefix: `<testId>-composer`, `-text`, `-file` and `-send`. */
  testId: string;
  /** The translation key prefix of `.label`, `.placeholder`, `.attach` and `.send`. */
  labels: string;
  mayAttach: boolean;
  /** Uploads one file (progress 0..1) and answers its upload id. */
  upload: (file: File, onProgress: (share: number) => void) => Promise<{ id: string }>;
  post: PostMessage<Answer>;
  onPosted: (answer: Answer) => void;
  /** Shows the upload progress of the files under the text. */
  showProgress?: boolean;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}

/**
 * Text and files of a conversation (order chat, support ticket). Files go up first, then the
 * message names them; one key per message makes a double click one message.
 */
export const MessageComposer = <Answer,>({ testId, labels, mayAttach: rolesMayAttach, upload, post, onPosted, showProgress = false, inputRef }: MessageComposerProps<Answer>) => {
  const translate = useTranslate();
  const notify = useNotify();
  // Files go up through files/upload: a sub-user needs its "upload files" switch (issue 13).
  const mayOpen = useMayOpen();
  const mayAttach = rolesMayAttach && mayOpen({ permission: 'downloads.upload_files' });
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const key = useRef(newIdempotencyKey());
  const picker = useRef<HTMLInputElement>(null);
  const sending = progress !== null;

  const send = async () => {
    if (!text.trim() && files.length === 0) return;
    setProgress(0);
    try {
      const uploadIds: string[] = [];
      for (const [i, file] of files.entries()) {
        const uploaded = await upload(file, (share) => setProgress((i + share) / files.length));
        uploadIds.push(uploaded.id);
      }
      const answer = await post({ text, uploadIds }, key.current);
      key.current = newIdempotencyKey();
      setText('');
      setFiles([]);
      onPosted(answer);
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={1} data-testid={`${testId}-composer`}>
      <TextField
        multiline minRows={2} maxRows={8} fullWidth size="small" value={text} disabled={sending} inputRef={inputRef}
        label={translate(`${labels}.label`)} placeholder={translate(`${labels}.placeholder`)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
        }}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-text` } }}
      />
      {files.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {files.map((file) => <Chip key={file.name} size="small" label={<FileName name={file.name} />} sx={{ maxWidth: '100%' }} onDelete={sending ? undefined : () => setFiles(files.filter((f) => f !== file))} />)}
        </Stack>
      )}
      {showProgress && sending && <LoadingBar variant="determinate" value={Math.round((progress ?? 0) * 100)} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {mayAttach && (
          <>
            <input ref={picker} type="file" multiple hidden data-testid={`${testId}-file`}
              onChange={(event) => { setFiles([...files, ...Array.from(event.target.files ?? [])]); event.target.value = ''; }} />
            <Tooltip title={translate(`${labels}.attach`)}>
              <span><IconButton onClick={() => picker.current?.click()} disabled={sending} aria-label={translate(`${labels}.attach`)}><AttachFileIcon /></IconButton></span>
            </Tooltip>
          </>
        )}
        <Button variant="contained" endIcon={<SendIcon />} disabled={sending || (!text.trim() && files.length === 0)} onClick={() => void send()} data-testid={`${testId}-send`}>
          {translate(`${labels}.send`)}
        </Button>
      </Stack>
    </Stack>
  );
};
