import { Button, Stack } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useRefreshOnBalanceChange } from '../../credit/balance/useRefreshOnBalanceChange';
import { adminPath } from '../../layout/AdminLink';
import { storage } from '../../providers/storage';
import { useMayOpen } from '../../roles/useMayOpen';
import { useRefreshOnLive } from '../../shared/useRefreshOnLive';
import { buyCreditsPath, orderSoftwarePath } from '../links';
import { RecentOrders } from '../RecentOrders';
import { BalanceCard } from './BalanceCard';
import { RecentMovements } from './RecentMovements';
import { RateServiceButton } from '../../feedback/RateServiceButton';

/** An order's status change reaches its dealer chain as a notification: the list refetches then. */
const ORDER_EVENTS = ['notify'];

/**
 * Distributor, Dealer, SubDealer: balance, latest orders and their statuses, latest movements. The
 * dealer column only for an account with sub-accounts: its own orders all carry its own name.
 */
export default function DealerDashboard() {
  const translate = useTranslate();
  const user = storage.getUser();
  // A sub-user sees the parts its tree allows (the server refuses the others' calls).
  const mayOpen = useMayOpen();
  const canBuy = (user?.canBuy ?? false) && mayOpen({ path: buyCreditsPath });
  useRefreshOnBalanceChange();
  useRefreshOnLive(ORDER_EVENTS);
  return (
    <Stack spacing={2}>
      <BalanceCard>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {mayOpen({ path: orderSoftwarePath }) && <Button component={Link} to={adminPath(orderSoftwarePath)} variant="contained" startIcon={<ShoppingCartCheckoutIcon />}>{translate('dashboard.dealer.order')}</Button>}
          {canBuy && <Button component={Link} to={adminPath(buyCreditsPath)} variant="outlined" startIcon={<AddShoppingCartIcon />}>{translate('dashboard.dealer.buy')}</Button>}
          <RateServiceButton />
        </Stack>
      </BalanceCard>
      {mayOpen({ path: '/software-orders' }) && <RecentOrders title="dashboard.dealer.recent_orders" empty="dashboard.dealer.no_orders" showDealer={user?.haveChildren ?? false} />}
      {mayOpen({ path: '/credit-history' }) && <RecentMovements />}
    </Stack>
  );
}
