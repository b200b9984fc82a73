import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { MessageAlert } from '../../layout/FormFeedback';
import { PublicLayout } from '../../layout/PublicLayout';
import { PdfFrame } from '../../invoices/PdfFrame';
import { usePdfUrl } from '../../invoices/usePdfUrl';
import { saveBlob } from '../../shared/download';
import { publicOrderApi } from './publicOrderApi';
import type { OverviewRole } from './types';

const k = (key: string) => `public_orders.overview.${key}`;

/** The spec's public /overview-pdf/{id}/{rol}: the order overview PDF for `dealer` or `admin`, embedded and downloadable. */
export const OverviewPdfPage = () => {
  const { id = '', rol: written = '' } = useParams<{ id: string; rol: string }>();
  // `Dealer` or `ADMIN` as people type it is the same overview.
  const rol = written.toLowerCase();
  const key = useSearchParams()[0].get('key');
  const translate = useTranslate();
  // Any other role is the server's 404, shown as its message.
  const pdf = usePdfUrl(() => publicOrderApi.getOverviewPdf(id, rol as OverviewRole, key), `${id}/${rol}/${key ?? ''}`);
  return (
    <PublicLayout title={k('title')} wide icon={<DescriptionOutlinedIcon color="primary" />}>
      <MessageAlert message={pdf.error} />
      {!pdf.error && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="contained" startIcon={<DownloadIcon />} disabled={!pdf.blob} onClick={() => pdf.blob && saveBlob(pdf.blob, `order-overview-${rol}.pdf`)}>
              {translate(k('download'))}
            </Button>
            {(rol === 'dealer' || rol === 'admin') && <span>{translate(k(`for_${rol}`))}</span>}
          </Stack>
          <PdfFrame url={pdf.url} title={translate(k('title'))} />
        </Stack>
      )}
    </PublicLayout>
  );
};
