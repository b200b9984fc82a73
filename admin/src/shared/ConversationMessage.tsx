import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useDates } from '../fields/useDates';
import { useFileDownload } from './useFileDownload';
import { FileName } from './FileName';
import { useActedFor } from '../subUsers/actedFor';

/** What a conversation (order chat, support ticket) shows of one message. */
export interface ConversationMessageView {
  authorName: string;
  /** The sub-user who wrote it for the account `authorName` (issue 13). */
  subUserName?: string | null;
  authorRole: string;
  text: string;
  attachments: { sha256: string; name: string }[];
  at: string;
}

interface ConversationMessageProps {
  message: ConversationMessageView;
  mine: boolean;
  /** The translation key prefix of the authors' roles; an unknown role shows as it is. */
  roles: string;
  /** The download of one of the message's files, by hash. */
  fetchFile: (sha256: string) => Promise<Blob>;
  testId: string;
}

/** One message: author, role, time, text and its files (each a download the server checks and logs). */
export const ConversationMessage = ({ message, mine, roles, fetchFile, testId }: ConversationMessageProps) => {
  const translate = useTranslate();
  const actedFor = useActedFor();
  const { dateTime } = useDates();
  const { busy, download } = useFileDownload(fetchFile);
  return (
    <Box data-testid={testId} sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%', bgcolor: mine ? 'action.selected' : 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2">{actedFor(message.authorName, message.subUserName)}</Typography>
        <Chip size="small" variant="outlined" label={translate(`${roles}.${message.authorRole}`, { _: message.authorRole })} />
        <Typography variant="caption" color="text.secondary">{dateTime(message.at)}</Typography>
      </Stack>
      {message.text && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>}
      {message.attachments.map((file) => (
        <Button key={file.sha256} size="small" startIcon={<DownloadIcon />} disabled={busy === file.sha256} onClick={() => download(file.sha256, file.name)} sx={{ textTransform: 'none', maxWidth: '100%', minWidth: 0 }}>
          <FileName name={file.name} />
        </Button>
      ))}
    </Box>
  );
};
