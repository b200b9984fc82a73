import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { useDates } from '../../../fields';
import { saveBlob } from '../../../shared/download';
import { errorMessage } from '../../../shared/errors';
import { useLoad } from '../../../shared/useLoad';
import { FileFacts } from '../../FileFacts';
import type { OrderFile, OrderReadRound, SoftwareOrderView } from '../../types';
import { verifiedDownload } from './verifiedDownload';

const DETAILS = ['hardwareNumber', 'softwareVersion', 'tool'] as const;

const ReadFile = ({ file, details }: { file: OrderReadRound['files'][number]; details?: OrderFile['details'] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    verifiedDownload(file.url, file.sha256).then(({ blob }) => saveBlob(blob, file.name), (failure: unknown) => notify(errorMessage(failure), { type: 'error' })).finally(() => setBusy(false));
  };
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{translate(`software_orders.upload.${file.unit}`, { _: file.unit })}</Typography>
      {details && DETAILS.some((key) => details[key]) && (
        <Typography variant="body2" data-testid="read-details">
          {DETAILS.filter((key) => details[key]).map((key) => `${translate(`software_orders.file_details.${key}`)}: ${details[key]}`).join(' · ')}
        </Typography>
      )}
      <FileFacts name={file.name} size={file.size} sha256={file.sha256} />
      <Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={download}>{translate('software_orders.files.download')}</Button>
    </Box>
  );
};

/** The original reads round by round, side by side: a corrected read after a rejection is the next round, beside the first. */
export const ReadRounds = ({ order }: { order: SoftwareOrderView }) => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const { data: rounds, error } = useLoad(`reads:${order.id}:${order.rounds}`, (provider) => provider.getReadRounds(order.id));
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!rounds) return null;
  // The first round's files carry the details the dealer typed (hardware number, software version, tool).
  const details = new Map(order.files.map((file) => [`${file.unit}:${file.sha256}`, file.details]));
  return (
    <Box data-testid="read-rounds" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(rounds.length, 3)}, minmax(0, 1fr))` } }}>
      {rounds.map((round) => (
        <Paper key={round.round} variant="outlined" sx={{ p: 1.5 }} data-testid={`read-round-${round.round}`}>
          <Typography variant="subtitle2">{translate('order_work.reads.round', { round: round.round })}</Typography>
          <Typography variant="caption" color="text.secondary">{translate('order_work.reads.sent', { date: dateTime(round.at) })}</Typography>
          {round.note && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{round.note}</Typography>}
          <Stack spacing={1} sx={{ mt: 1 }}>
            {round.files.map((file) => <ReadFile key={`${file.unit}:${file.sha256}`} file={file} details={details.get(`${file.unit}:${file.sha256}`)} />)}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
};
