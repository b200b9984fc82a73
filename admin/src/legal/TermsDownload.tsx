import { useEffect, useMemo } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { termsMarkdown } from './legalTexts';

/** Download link for the terms of use, generated in the current language. */
export const TermsDownload = () => {
  const translate = useTranslate();
  const href = useMemo(
    () => URL.createObjectURL(new Blob([termsMarkdown(translate)], { type: 'text/markdown;charset=utf-8' })),
    [translate],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);

  return (
    <Button component="a" href={href} download={`${translate('portal.terms.file_name')}.md`} variant="outlined" startIcon={<DownloadIcon />}>
      {translate('portal.terms.download')}
    </Button>
  );
};
