import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted; undefined while it loads. */
  value: string | undefined;
  /** The list behind the figure (a path under /admin, filter included). */
  to?: string;
  icon?: ReactNode;
  note?: string;
  warn?: boolean;
  testId?: string;
}

/** One figure of a dashboard; the whole card opens the list it was counted from. */
export const StatCard = ({ label, value, to, icon, note, warn = false, testId }: StatCardProps) => {
  const body = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {icon && <Box sx={{ color: warn ? 'error.main' : 'primary.main', display: 'flex' }}>{icon}</Box>}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5" component="p" data-testid={testId} sx={{ color: warn ? 'error.main' : undefined, fontVariantNumeric: 'tabular-nums' }}>
          {value ?? <Skeleton width={80} />}
        </Typography>
        {note && <Typography variant="caption" color="text.secondary">{note}</Typography>}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ borderColor: warn ? 'error.main' : undefined, height: '100%' }}>
      {to ? <CardActionArea component={Link} to={adminPath(to)} sx={{ height: '100%' }}>{body}</CardActionArea> : body}
    </Card>
  );
};

/** Figures side by side, sharing the width, wrapping on narrow screens. */
export const StatGrid = ({ children, min = 220 }: { children: ReactNode; min?: number }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))` }}>{children}</Box>
);
