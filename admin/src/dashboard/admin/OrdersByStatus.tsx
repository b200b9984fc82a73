import { LoadingBar } from '../../shared/LoadingBar';
import { Box, Card, CardContent, CardHeader, Chip, Link as MuiLink, Typography } from '@mui/material';
import { EmptyState } from '../../shared/EmptyState';
import { CardSkeleton } from '../../shared/LoadingSkeleton';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormatLocale } from '../../credit/dates';
import { adminPath } from '../../layout/AdminLink';
import { isOrderStatus, STATUS_COLORS } from '../../softwareOrders/statuses';
import { useOrderLabels } from '../../softwareOrders/useOrderLabels';
import type { AdminDashboard } from '../dashboardApi';
import { softwareOrdersIn } from '../links';

type Row = AdminDashboard['ordersByStatus'][number];

/**
 * Every software order per status, most first, as bars in proportion: a chart library would weigh
 * more than the dozen rows it draws. Each row opens the order list filtered by that status.
 */
export const OrdersByStatus = ({ rows }: { rows: Row[] | undefined }) => {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const number = new Intl.NumberFormat(useFormatLocale());
  const sorted = [...(rows ?? [])].sort((a, b) => b.count - a.count);
  const most = Math.max(1, ...sorted.map((row) => row.count));
  return (
    <Card variant="outlined" data-testid="orders-by-status">
      <CardHeader title={translate('dashboard.admin.orders_by_status')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        {!rows && <CardSkeleton lines={4} />}
        {rows && sorted.length === 0 && <EmptyState text="dashboard.admin.no_orders" />}
        {sorted.map((row) => (
          <MuiLink key={row.status} component={Link} to={adminPath(softwareOrdersIn(row.status))} underline="none" color="inherit"
            sx={{ display: 'grid', gridTemplateColumns: '150px 1fr 48px', alignItems: 'center', gap: 2, py: 0.75, borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}>
            <Box><Chip size="small" label={labels.status(row.status)} color={isOrderStatus(row.status) ? STATUS_COLORS[row.status] : 'default'} /></Box>
            <LoadingBar variant="determinate" value={(row.count / most) * 100} sx={{ height: 8, borderRadius: 4 }} />
            <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{number.format(row.count)}</Typography>
          </MuiLink>
        ))}
      </CardContent>
    </Card>
  );
};
