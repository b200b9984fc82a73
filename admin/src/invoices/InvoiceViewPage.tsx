import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { saveBlob } from '../shared/download';
import { useIdempotentSubmit } from '../shared/idempotency';
import { useLoad } from '../shared/useLoad';
import { errorMessage } from '../shared/errors';
import { MessageAlert } from '../layout/FormFeedback';
import type { PortalDataProvider } from '../providers/dataProvider';
import { InvoiceSummary } from './InvoiceSummary';
import { PdfFrame } from './PdfFrame';
import { usePdfUrl } from './usePdfUrl';
import { PageSkeleton } from '../shared/LoadingSkeleton';

/** /credit-order-view-invoice/:id (the credit order's id): the invoice PDF, download and resend. */
export const InvoiceViewPage = () => {
  const { id: orderId = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  // The order first: a malformed id or someone else's order is the not-found page (its 404 is the
  // page's own), not a schema message nor "no invoice yet".
  const invoice = useLoad(`invoice:${orderId}`, async (provider) => {
    await provider.getCreditOrder(orderId);
    return provider.getInvoiceOfOrder(orderId);
  });
  const found = invoice.data ?? null;
  const pdf = usePdfUrl(found ? () => dataProvider.getInvoicePdf(found.id) : null, found?.id ?? '');
  const resend = useIdempotentSubmit((id: string, key: string) => dataProvider.resendInvoice(id, key));
  const [sending, setSending] = useState(false);

  const sendAgain = async () => {
    setSending(true);
    try {
      const answer = await resend(orderId);
      notify('credit.invoices.resent', { type: 'success', messageArgs: { email: answer.to } });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  if (invoice.loading && !invoice.data) return <PageSkeleton />;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="credit.invoices.title" />
      <MessageAlert message={invoice.error ?? pdf.error} />
      {!found && !invoice.error && <Alert severity="info">{translate('credit.invoices.not_yet')}</Alert>}
      {found && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '320px 1fr' }, alignItems: 'start' }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
                {translate('credit.invoices.heading', { number: found.number })}
              </Typography>
              <InvoiceSummary invoice={found} />
              <Stack spacing={1} sx={{ mt: 3 }}>
                <Button variant="contained" startIcon={<DownloadIcon />} disabled={!pdf.blob} onClick={() => pdf.blob && saveBlob(pdf.blob, `invoice-${found.number}.pdf`)}>
                  {translate('credit.invoices.download')}
                </Button>
                <Button variant="outlined" startIcon={<ForwardToInboxIcon />} disabled={sending} onClick={sendAgain}>
                  {translate('credit.invoices.resend')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
          <PdfFrame url={pdf.url} title={translate('credit.invoices.heading', { number: found.number })} />
        </Box>
      )}
    </Stack>
  );
};
