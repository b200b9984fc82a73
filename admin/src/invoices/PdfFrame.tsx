import { Box } from '@mui/material';
import { CardSkeleton } from '../shared/LoadingSkeleton';

/** An embedded PDF viewer; the document's lines in grey until it is there. */
export const PdfFrame = ({ url, title }: { url: string | null; title: string }) => {
  if (!url) return <CardSkeleton lines={8} />;
  return <Box component="iframe" src={url} title={title} sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }} />;
};
