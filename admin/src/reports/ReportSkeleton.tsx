import { Card, CardContent, Stack } from '@mui/material';
import { ChartSkeleton, TableSkeleton } from '../shared/LoadingSkeleton';

/** A report before its first answer: the chart's frame and the table's rows, where they will be. */
export const ReportSkeleton = ({ tableColumns = 5 }: { tableColumns?: number }) => (
  <Stack spacing={2}>
    <ChartSkeleton height={240} label="reports.loading" />
    <Card variant="outlined"><CardContent><TableSkeleton columns={tableColumns} rows={6} label="reports.loading" /></CardContent></Card>
  </Stack>
);
