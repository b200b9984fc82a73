import { Alert, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { MessageAlert } from '../../layout/FormFeedback';
import { PublicLayout } from '../../layout/PublicLayout';
import { PdfFrame } from '../../invoices/PdfFrame';
import { usePdfUrl } from '../../invoices/usePdfUrl';
import { saveBlob } from '../../shared/download';
import { publicOrderApi } from './publicOrderApi';

const k = (key: string) => `public_orders.sample.${key}`;

/**
 * The spec's public /dummy/{id}. Our reading: `id` is a catalogue vehicle's; the page shows a
 * sample certificate with the vehicle's ECU stages, for dealers to show customers what they get.
 */
export const SampleCertificatePage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const pdf = usePdfUrl(() => publicOrderApi.getSampleCertificatePdf(id), id);
  return (
    <PublicLayout title={k('title')} wide icon={<VerifiedOutlinedIcon color="primary" />}>
      <MessageAlert message={pdf.error} />
      {!pdf.error && (
        <Stack spacing={2}>
          <Alert severity="warning" icon={false}>
            <Typography sx={{ fontWeight: 700 }}>{translate(k('mark'))}</Typography>
            {translate(k('explain'))}
          </Alert>
          <Button variant="contained" startIcon={<DownloadIcon />} disabled={!pdf.blob} onClick={() => pdf.blob && saveBlob(pdf.blob, 'sample-certificate.pdf')} sx={{ alignSelf: 'flex-start' }}>
            {translate(k('download'))}
          </Button>
          <PdfFrame url={pdf.url} title={translate(k('title'))} />
        </Stack>
      )}
    </PublicLayout>
  );
};
