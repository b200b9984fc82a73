import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An embedded PDF viewer; a spinner until the document is there. */
export const PdfFrame = ({ url, title }: { url: string | null; title: string }) => {
  const translate = useTranslate();
  if (!url) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('ra.message.loading')} />
      </Box>
    );
  }
  return <Box component="iframe" src={url} title={title} sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }} />;
};
