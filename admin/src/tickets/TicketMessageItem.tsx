import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { saveBlob } from '../shared/download';
import { errorMessage } from '../shared/errors';
import type { TicketMessage } from './types';

/** One message of the conversation: author, side, time, text and its files (downloads the server checks). */
export const TicketMessageItem = ({ ticketId, message, mine }: { ticketId: string; message: TicketMessage; mine: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [busy, setBusy] = useState<string | null>(null);
  const download = (sha256: string, name: string) => {
    setBusy(sha256);
    dataProvider.downloadTicketFile(ticketId, sha256)
      .then((blob) => saveBlob(blob, name), (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => setBusy(null));
  };
  return (
    <Box data-testid="ticket-message" sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%', bgcolor: mine ? 'action.selected' : 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2">{message.authorName}</Typography>
        <Chip size="small" variant="outlined" label={translate(`tickets.roles.${message.authorRole}`, { _: message.authorRole })} />
        <Typography variant="caption" color="text.secondary">{new Date(message.at).toLocaleString(locale)}</Typography>
      </Stack>
      {message.text && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>}
      {message.attachments.map((file) => (
        <Button key={file.sha256} size="small" startIcon={<DownloadIcon />} disabled={busy === file.sha256} onClick={() => download(file.sha256, file.name)} sx={{ textTransform: 'none' }}>
          {file.name}
        </Button>
      ))}
    </Box>
  );
};
