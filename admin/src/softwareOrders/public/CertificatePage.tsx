import { useCallback, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { MessageAlert } from '../../layout/FormFeedback';
import { PublicLayout } from '../../layout/PublicLayout';
import { useOneShotRequest } from '../../layout/useOneShotRequest';
import { PdfFrame } from '../../invoices/PdfFrame';
import { usePdfUrl } from '../../invoices/usePdfUrl';
import { saveBlob } from '../../shared/download';
import { CardSkeleton } from '../../shared/LoadingSkeleton';
import { errorMessage } from '../../shared/errors';
import { CertificateFacts } from './CertificateFacts';
import { usePublicOrderLabels } from './labels';
import { publicOrderApi } from './publicOrderApi';
import type { Certificate } from './types';

const k = (key: string) => `public_orders.certificate.${key}`;

/** With `/print`, the PDF inline below the facts, to print from the browser's viewer. */
const PrintablePdf = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const pdf = usePdfUrl(() => publicOrderApi.getCertificatePdf(id, true), id);
  return (
    <>
      <MessageAlert severity="info" message={k('print_hint')} />
      <MessageAlert message={pdf.error} />
      {!pdf.error && <PdfFrame url={pdf.url} title={translate(k('title'))} />}
    </>
  );
};

/**
 * The spec's public /cert/{id}/{print}: the certificate of a paid order, by its public id, with a
 * download and a print button (the PDF opened inline in a new tab, printed from the browser's
 * viewer: a PDF cannot open the print dialog by itself). With `/print` the PDF is shown here too.
 */
export const CertificatePage = () => {
  const { id = '', print } = useParams<{ id: string; print?: string }>();
  const translate = useTranslate();
  const labels = usePublicOrderLabels();
  const load = useCallback(() => publicOrderApi.getCertificate(id), [id]);
  const state = useOneShotRequest(load);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = (c: Certificate) =>
    publicOrderApi.getCertificatePdf(id).then((blob) => saveBlob(blob, `certificate-${c.number}.pdf`), (failure: unknown) => setDownloadError(errorMessage(failure)));

  return (
    <PublicLayout title={k('title')} wide icon={<VerifiedOutlinedIcon color="primary" />}>
      {state.status === 'pending' && <CardSkeleton lines={5} />}
      {state.status === 'failed' && <MessageAlert message={state.error} />}
      <MessageAlert message={downloadError} />
      {state.status === 'done' && (
        <Stack spacing={1}>
          <Typography color="text.secondary">{translate(k('subtitle'), { number: state.result.number, date: labels.date(state.result.date) })}</Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => download(state.result)}>{translate(k('download'))}</Button>
            <Button variant="outlined" startIcon={<PrintIcon />} href={publicOrderApi.printableCertificateUrl(id)} target="_blank" rel="noopener">
              {translate(k('print'))}
            </Button>
          </Stack>
          <CertificateFacts certificate={state.result} />
          {print !== undefined && <PrintablePdf id={id} />}
        </Stack>
      )}
    </PublicLayout>
  );
};
