import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

// What a screen shows while its data loads: grey shapes where the content will be, drawn at once,
// so the page keeps its layout instead of showing a thin bar over a blank page. Each shape is one
// named region a screen reader announces as loading (axe: a busy region with a name).

export const LOADING_TEST_ID = 'loading-skeleton';

/** The busy region around a skeleton; `label` a translation key of what loads (default: "Loading"). */
const LoadingRegion = ({ label = 'ra.page.loading', children }: { label?: string; children: ReactNode }) => {
  const translate = useTranslate();
  // Grey shapes never widen the page: what does not fit is cut off.
  return <Box role="status" aria-busy="true" aria-label={translate(label)} data-testid={LOADING_TEST_ID} sx={{ overflow: 'hidden', maxWidth: '100%' }}>{children}</Box>;
};

/** A phone shows a few columns of a wide table's skeleton: a dozen would be slivers. */
const PHONE_COLUMNS = 3;

interface TableSkeletonProps {
  /** As many as the table will have, so the rows land where the skeleton was. */
  columns?: number;
  rows?: number;
  label?: string;
}

/** A list's table while its first page loads: a header and rows of grey text, fading downwards. */
export const TableSkeleton = ({ columns = 4, rows = 5, label }: TableSkeletonProps) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cells = Array.from({ length: Math.max(1, phone ? Math.min(columns, PHONE_COLUMNS) : columns) }, (_, index) => index);
  return (
    <LoadingRegion label={label}>
      <Table size="small" aria-hidden>
        <TableHead>
          <TableRow>{cells.map((cell) => <TableCell key={cell}><Skeleton width="60%" /></TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: rows }, (_, row) => (
            <TableRow key={row} sx={{ opacity: 1 - row / (rows + 1) }}>
              {cells.map((cell) => <TableCell key={cell}><Skeleton width={`${50 + ((row + cell) % 3) * 20}%`} /></TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </LoadingRegion>
  );
};

/** A dashboard card's body while it loads: a figure and a few lines. */
export const CardSkeleton = ({ lines = 3, label }: { lines?: number; label?: string }) => (
  <LoadingRegion label={label}>
    <Stack spacing={1} aria-hidden sx={{ py: 1 }}>
      <Skeleton variant="text" width="40%" height={32} />
      {Array.from({ length: lines }, (_, line) => <Skeleton key={line} variant="text" width={`${90 - line * 15}%`} />)}
    </Stack>
  </LoadingRegion>
);

/** Dashboard cards side by side while they load, as StatGrid lays them out. */
export const CardGridSkeleton = ({ cards = 3, min = 220, label }: { cards?: number; min?: number; label?: string }) => (
  <LoadingRegion label={label}>
    <Box aria-hidden sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))` }}>
      {Array.from({ length: cards }, (_, card) => (
        <Card key={card} variant="outlined">
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flexGrow: 1 }}><Skeleton width="70%" /><Skeleton width="40%" height={32} /></Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  </LoadingRegion>
);

/** A report's chart while its figures load: the chart's frame, bars of grey. */
export const ChartSkeleton = ({ height = 320, label }: { height?: number; label?: string }) => (
  <LoadingRegion label={label}>
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Skeleton width="35%" />
          <Skeleton variant="rounded" width="30%" height={32} />
        </Stack>
        <Stack spacing={1.5} sx={{ height, justifyContent: 'center' }}>
          {[85, 60, 72, 40, 55].map((width) => (
            <Stack key={width} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Skeleton width="20%" />
              <Skeleton variant="rounded" height={22} width={`${width}%`} />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  </LoadingRegion>
);

/** A screen whose code is still arriving: its title and a block of content. */
export const PageSkeleton = ({ label }: { label?: string }) => (
  <LoadingRegion label={label}>
    <Stack spacing={2} aria-hidden sx={{ mt: 2 }}>
      <Skeleton variant="text" width="40%" height={40} />
      <Card variant="outlined"><CardContent><TableRows /></CardContent></Card>
    </Stack>
  </LoadingRegion>
);

const TableRows = () => (
  <Stack spacing={1.5}>
    {[100, 92, 96, 88, 94].map((width, line) => <Skeleton key={line} width={`${width}%`} sx={{ opacity: 1 - line / 6 }} />)}
  </Stack>
);
