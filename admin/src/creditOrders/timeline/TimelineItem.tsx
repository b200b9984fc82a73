import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDates } from '../../fields';

/** One step of a credit order's timeline: an icon, what happened, when, and details. */
export const TimelineItem = ({ icon, title, at, children }: { icon: ReactNode; title: string; at: string; children?: ReactNode }) => {
  const translate = useTranslate();
  const { dateTime } = useDates();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1, borderLeft: 2, borderColor: 'divider', pl: 1.5, ml: 1, position: 'relative' }}>
      <Box sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>{icon}</Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {dateTime(at)}
        </Typography>
        {children}
      </Box>
    </Box>
  );
};
