import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { saveBlob } from '../shared/download';
import { MessageAlert } from '../layout/FormFeedback';
import { PublicLayout } from '../layout/PublicLayout';
import { dataProvider } from '../providers/dataProvider';
import { PdfFrame } from './PdfFrame';
import { usePdfUrl } from './usePdfUrl';

/**
 * The public /invoice/:id page (no login): the invoice's PDF, embedded and downloadable. It calls
 * the imported dataProvider: a 404 here is a message to show, not a reason to leave the page.
 */
export const PublicInvoicePage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const pdf = usePdfUrl(() => dataProvider.getPublicInvoicePdf(id), id);
  return (
    <PublicLayout title="credit.invoices.public_title" wide icon={<DescriptionOutlinedIcon color="primary" />}>
      <MessageAlert message={pdf.error} />
      {!pdf.error && (
        <Stack spacing={2}>
          <Button variant="contained" startIcon={<DownloadIcon />} disabled={!pdf.blob} onClick={() => pdf.blob && saveBlob(pdf.blob, `invoice-${id}.pdf`)} sx={{ alignSelf: 'flex-start' }}>
            {translate('credit.invoices.download')}
          </Button>
          <PdfFrame url={pdf.url} title={translate('credit.invoices.public_title')} />
        </Stack>
      )}
    </PublicLayout>
  );
};
