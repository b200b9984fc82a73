import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { useFileDownload } from '../../shared/useFileDownload';
import { FileFacts } from '../FileFacts';
import type { SoftwareOrderView } from '../types';

/** The order's reads: name, size, SHA-256 in full, and a download (authorised and logged by the server). */
export const OrderFiles = ({ order }: { order: SoftwareOrderView }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { busy, download } = useFileDownload((sha256) => dataProvider.downloadOrderFile(order.id, sha256));
  return (
    <Stack spacing={1.5} data-testid="order-files">
      {order.files.map((file) => (
        <div key={file.sha256}>
          <Typography variant="caption" color="text.secondary">{translate(`software_orders.upload.${file.unit}`, { _: file.unit })}</Typography>
          <FileFacts name={file.name} size={file.size} sha256={file.sha256}
            action={<Button size="small" startIcon={<DownloadIcon />} disabled={busy === file.sha256} onClick={() => download(file.sha256, file.name)}>{translate('software_orders.files.download')}</Button>} />
        </div>
      ))}
    </Stack>
  );
};
