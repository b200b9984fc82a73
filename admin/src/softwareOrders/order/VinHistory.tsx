import { TableScroll } from '../../shared/phoneTable';
import { LoadingBar } from '../../shared/LoadingBar';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslate } from 'react-admin';
import { useDates } from '../../fields';
import type { OrderType } from '../../../../events/constants';
import { AdminLink } from '../../layout/AdminLink';
import { screenErrorText } from '../../shared/errors';
import { useLoad } from '../../shared/useLoad';
import { StatusChip } from '../StatusChip';
import { useOrderLabels } from '../useOrderLabels';


/**
 * The automatic proceed mode's VIN calls (spec sections 4 and 7): the caller's previous orders of this
 * car (find-history-vin, completed ones marked from find-order-completed-vin), each opening its
 * detail, and, once the order type is chosen, the previous order that gives this order the upgrade
 * discount (find-history-to-upgrade; the quote's upgrade line carries the amount).
 */
export const VinHistory = ({ vin, type }: { vin: string; type: OrderType | null }) => {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const dates = useDates();
  const history = useLoad(`history:${vin}`, async (provider) => {
    const [orders, completed] = await Promise.all([provider.findVinHistory(vin), provider.findCompletedVinOrders(vin)]);
    return { orders, completed: new Set(completed.map((order) => order.id)) };
  }, screenErrorText);
  const upgrade = useLoad(type ? `upgrade:${vin}:${type}` : null, (provider) => provider.findUpgradeOrder(vin, type!), screenErrorText);
  const previous = upgrade.data?.order;
  const orders = history.data?.orders ?? [];
  return (
    <Box data-testid="vin-history" sx={{ display: 'grid', gap: 1 }}>
      {previous && type && (
        <Alert severity="success" data-testid="upgrade-note">
          {translate('software_orders.history.upgrade', { type: previous.type, stage: labels.stage(previous.type, previous.stage), date: dates.date(previous.createdAt) })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <HistoryIcon fontSize="small" color="action" />
        <Typography variant="subtitle2">{translate('software_orders.history.title')}</Typography>
      </Box>
      {history.loading && <LoadingBar />}
      {history.error && <Alert severity="error">{translate(history.error, { _: history.error })}</Alert>}
      {!history.loading && !history.error && orders.length === 0 && (
        <Typography variant="body2" color="text.secondary">{translate('software_orders.history.none')}</Typography>
      )}
      {orders.length > 0 && (
        <TableScroll><Table size="small" aria-label={translate('software_orders.history.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.software-orders.fields.number')}</TableCell>
              <TableCell>{translate('resources.software-orders.fields.createdAt')}</TableCell>
              <TableCell>{translate('resources.software-orders.fields.type')}</TableCell>
              <TableCell>{translate('resources.software-orders.fields.stage')}</TableCell>
              <TableCell>{translate('resources.software-orders.fields.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell><AdminLink to={`/order-detail/${order.id}`} sx={{ fontWeight: 600 }}>{`#${order.number}`}</AdminLink></TableCell>
                <TableCell>{dates.date(order.createdAt)}</TableCell>
                <TableCell>{order.type}</TableCell>
                <TableCell>{labels.stage(order.type, order.stage)}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                    <StatusChip status={order.status} />
                    {history.data?.completed.has(order.id) && (
                      <Tooltip title={translate('software_orders.history.completed')}>
                        <TaskAltIcon fontSize="small" color="success" aria-label={translate('software_orders.history.completed')} data-testid="history-completed" />
                      </Tooltip>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table></TableScroll>
      )}
    </Box>
  );
};
