import { useRef, useState } from 'react';
import { Button, Chip, IconButton, LinearProgress, Stack, TextField, Tooltip } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../shared/errors';
import { newIdempotencyKey } from '../shared/idempotency';
import type { ChatMessage } from './types';

/** Text and files; files go up first through the one upload route, then the message names them. */
export const ChatComposer = ({ orderId, mayAttach, onPosted, inputRef }: {
  orderId: string; mayAttach: boolean; onPosted: (message: ChatMessage) => void; inputRef?: React.Ref<HTMLTextAreaElement>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
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
        const uploaded = await dataProvider.uploadChatFile(file, (share) => setProgress((i + share) / files.length));
        uploadIds.push(uploaded.id);
      }
      const message = await dataProvider.postOrderChat(orderId, { text, uploadIds }, key.current);
      key.current = newIdempotencyKey();
      setText('');
      setFiles([]);
      onPosted(message);
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={1} data-testid="order-chat-composer">
      <TextField
        multiline minRows={2} maxRows={8} fullWidth size="small" value={text} disabled={sending} inputRef={inputRef}
        label={translate('order_chat.composer.label')} placeholder={translate('order_chat.composer.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
        }}
        slotProps={{ htmlInput: { 'data-testid': 'order-chat-text' } }}
      />
      {files.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {files.map((file) => <Chip key={file.name} size="small" label={file.name} onDelete={sending ? undefined : () => setFiles(files.filter((f) => f !== file))} />)}
        </Stack>
      )}
      {sending && <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {mayAttach && (
          <>
            <input ref={picker} type="file" multiple hidden data-testid="order-chat-file"
              onChange={(event) => { setFiles([...files, ...Array.from(event.target.files ?? [])]); event.target.value = ''; }} />
            <Tooltip title={translate('order_chat.composer.attach')}>
              <span><IconButton onClick={() => picker.current?.click()} disabled={sending} aria-label={translate('order_chat.composer.attach')}><AttachFileIcon /></IconButton></span>
            </Tooltip>
          </>
        )}
        <Button variant="contained" endIcon={<SendIcon />} disabled={sending || (!text.trim() && files.length === 0)} onClick={() => void send()} data-testid="order-chat-send">
          {translate('order_chat.composer.send')}
        </Button>
      </Stack>
    </Stack>
  );
};
