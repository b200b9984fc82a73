import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Renders the intro and the titled sections stored under `<prefix>.intro` and `<prefix>.sections.<id>`. */
export const LegalSections = ({ prefix, sections }: { prefix: string; sections: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Box component="article">
      <Typography variant="body1" sx={{ mb: 3 }}>
        {translate(`${prefix}.intro`)}
      </Typography>
      {sections.map((id) => (
        <Box component="section" key={id} sx={{ mb: 2.5 }} aria-labelledby={`${prefix}-${id}`}>
          <Typography variant="h6" component="h2" id={`${prefix}-${id}`} gutterBottom>
            {translate(`${prefix}.sections.${id}.title`)}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
            {translate(`${prefix}.sections.${id}.body`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
