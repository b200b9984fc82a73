import { useState } from 'react';
import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { useDates } from '../../../fields';
import { saveBlob } from '../../../shared/download';
import { errorMessage } from '../../../shared/errors';
import { useLoad } from '../../../shared/useLoad';
import { FileFacts } from '../../FileFacts';
import type { SoftwareOrderView, TunedVersion } from '../../types';
import { verifiedDownload } from './verifiedDownload';

type Check = { sha256: string; verified: boolean };

/** A tuned file with a download that checks its SHA-256 (verifiedDownload) and says whether it matched. */
const TunedFile = ({ file }: { file: TunedVersion['files'][number] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const download = () => {
    setBusy(true);
    verifiedDownload(file.url, file.sha256)
      .then(({ blob, sha256, verified }) => { setCheck({ sha256, verified }); saveBlob(blob, file.name); }, (failure: unknown) => notify(errorMessage(failure), { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{translate(`order_work.deliver.${file.unit}`, { _: file.unit })}</Typography>
      <FileFacts name={file.name} size={file.size} sha256={file.sha256}
        action={<Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={download}>{translate('software_orders.files.download')}</Button>} />
      {check && (
        <Alert severity={check.verified ? 'success' : 'error'} sx={{ mt: 0.5, py: 0 }} data-testid="download-check" data-sha256={check.sha256}>
          {translate(check.verified ? 'order_work.versions.verified' : 'order_work.versions.mismatch')}
        </Alert>
      )}
    </Box>
  );
};

/** The delivered versions, newest first; the dealer downloads and checks them, as staff do. */
export const TunedVersions = ({ order }: { order: SoftwareOrderView }) => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  const { data: versions, error } = useLoad(`tuned:${order.id}:${order.versions}:${order.updatedAt}`, (provider) => provider.getTunedVersions(order.id));
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!versions) return null;
  if (versions.length === 0) return <Typography variant="body2" color="text.secondary" data-testid="tuned-versions">{translate('order_work.versions.empty')}</Typography>;
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <Stack spacing={1.5} divider={<Divider flexItem />} data-testid="tuned-versions">
      {newestFirst.map((version) => (
        <Stack key={version.version} spacing={1} data-testid={`tuned-version-${version.version}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" color={version.version === newestFirst[0].version ? 'primary' : 'default'} label={translate('order_work.versions.version', { version: version.version })} />
            <Typography variant="body2" color="text.secondary">{translate('order_work.versions.delivered', { date: dateTime(version.at) })}</Typography>
          </Stack>
          {version.note && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{version.note}</Typography>}
          {version.files.map((file) => <TunedFile key={`${file.unit}:${file.sha256}`} file={file} />)}
        </Stack>
      ))}
    </Stack>
  );
};
