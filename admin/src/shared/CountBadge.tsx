import type { ReactElement } from 'react';
import { Badge } from '@mui/material';

/** Spec section 2: a small red badge with a count on a sidebar entry's icon; hidden at zero, labelled for screen readers. */
export const CountBadge = ({ count, label, testId, children }: { count: number; label: string; testId?: string; children: ReactElement }) => (
  <Badge
    badgeContent={count}
    max={99}
    color="error"
    invisible={count === 0}
    title={count ? label : undefined}
    data-testid={testId}
    slotProps={{ badge: count ? { 'aria-label': label } : { 'aria-hidden': true } }}
    sx={{ '& .MuiBadge-badge': { height: 16, minWidth: 16, fontSize: '0.65rem', px: 0.5 } }}
  >
    {children}
  </Badge>
);
