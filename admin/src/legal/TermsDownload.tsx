import { useEffect, useMemo } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { termsDocument } from './legalTexts';
import { textPdf } from './textPdf';

/** Download link for the terms of use as a PDF, generated in the current language. */
export const TermsDownload = () => {
  const translate = useTranslate();
  const href = useMemo(() => {
    const { title, blocks } = termsDocument(translate);
    return URL.createObjectURL(new Blob([textPdf(title, blocks)], { type: 'application/pdf' }));
  }, [translate]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);

  return (
    <Button component="a" href={href} download={`${translate('portal.terms.file_name')}.pdf`} variant="outlined" startIcon={<DownloadIcon />}>
      {translate('portal.terms.download')}
    </Button>
  );
};
