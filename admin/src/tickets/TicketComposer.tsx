import { useRef, useState } from 'react';
import { Button, Chip, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../shared/errors';
import { newIdempotencyKey } from '../shared/idempotency';
import type { TicketView } from './types';

/** Text and files; files go up first through the one upload route, then the message names them. */
export const TicketComposer = ({ ticketId, mayAttach, onPosted }: { ticketId: string; mayAttach: boolean; onPosted: (view: TicketView) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const key = useRef(newIdempotencyKey());
  const picker = useRef<HTMLInputElement>(null);

  const send = async () => {
    if (!text.trim() && files.length === 0) return;
    setSending(true);
    try {
      const uploadIds: string[] = [];
      for (const file of files) uploadIds.push((await dataProvider.uploadTicketFile(file)).id);
      const view = await dataProvider.postTicketMessage(ticketId, { text, uploadIds }, key.current);
      key.current = newIdempotencyKey();
      setText('');
      setFiles([]);
      onPosted(view);
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1} data-testid="ticket-composer">
      <TextField multiline minRows={2} maxRows={8} fullWidth size="small" value={text} disabled={sending}
        label={translate('tickets.composer.label')} placeholder={translate('tickets.composer.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => { if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send(); }}
        slotProps={{ htmlInput: { 'data-testid': 'ticket-text' } }} />
      {files.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {files.map((file) => <Chip key={file.name} size="small" label={file.name} onDelete={sending ? undefined : () => setFiles(files.filter((f) => f !== file))} />)}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {mayAttach && (
          <>
            <input ref={picker} type="file" multiple hidden data-testid="ticket-file"
              onChange={(event) => { setFiles([...files, ...Array.from(event.target.files ?? [])]); event.target.value = ''; }} />
            <Tooltip title={translate('tickets.composer.attach')}>
              <span><IconButton onClick={() => picker.current?.click()} disabled={sending} aria-label={translate('tickets.composer.attach')}><AttachFileIcon /></IconButton></span>
            </Tooltip>
          </>
        )}
        <Button variant="contained" endIcon={<SendIcon />} disabled={sending || (!text.trim() && files.length === 0)} onClick={() => void send()} data-testid="ticket-send">
          {translate('tickets.composer.send')}
        </Button>
      </Stack>
    </Stack>
  );
};
