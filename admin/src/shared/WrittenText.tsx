import { Typography } from '@mui/material';

/** A body an Admin wrote as plain text: its line breaks and blank lines kept. */
export const WrittenText = ({ text, testId }: { text: string; testId?: string }) => (
  <Typography variant="body1" component="div" data-testid={testId} sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>
    {text}
  </Typography>
);
