import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MENU_COUNTER_EVENTS } from '../../../../events/constants';
import { MENU_COUNTERS_REFRESH_MS } from '../../counters/menuCountersStore';
import { MessageAlert } from '../../layout/FormFeedback';
import { StatGrid } from '../../shared/StatCard';
import { useLiveVersion } from '../../shared/useLiveVersion';
import { useLoad } from '../../shared/useLoad';
import { useRefreshOnLive } from '../../shared/useRefreshOnLive';
import { RecentOrders } from '../RecentOrders';
import { OrdersByStatus } from './OrdersByStatus';
import { PendingWork } from './PendingWork';
import { RecentLedger } from './RecentLedger';
import { SalesFigures } from './SalesFigures';

/**
 * The live events after which an Admin's figures may have moved: the sidebar's hints (orders,
 * payments, tickets, users) and the notifications (a payment confirmed, an order delivered).
 */
const LIVE_EVENTS = [...MENU_COUNTER_EVENTS, 'notify'];
/** As often as the sidebar's counters poll, so the figures and the badges agree after a missed event. */
const FALLBACK_MS = MENU_COUNTERS_REFRESH_MS;

/** Admin: sales and revenue, pending work, orders by status, latest orders and movements; live. */
export default function AdminDashboard() {
  const translate = useTranslate();
  const version = useLiveVersion(LIVE_EVENTS, FALLBACK_MS);
  const figures = useLoad(`admin:${version}`, (provider) => provider.getAdminDashboard());
  useRefreshOnLive(LIVE_EVENTS);
  return (
    <Stack spacing={2}>
      <MessageAlert message={figures.error} />
      <Box component="section">
        <Typography variant="overline" component="h2" color="text.secondary">{translate('dashboard.admin.sales')}</Typography>
        <StatGrid><SalesFigures figures={figures.data} /></StatGrid>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>{translate('dashboard.admin.months_note')}</Typography>
      </Box>
      <Box component="section">
        <Typography variant="overline" component="h2" color="text.secondary">{translate('dashboard.admin.pending')}</Typography>
        <StatGrid min={200}><PendingWork /></StatGrid>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, alignItems: 'start' }}>
        <OrdersByStatus rows={figures.data?.ordersByStatus} />
        <RecentOrders title="dashboard.admin.recent_orders" empty="dashboard.admin.no_orders" showDealer showVin={false} />
      </Box>
      <RecentLedger />
    </Stack>
  );
}
