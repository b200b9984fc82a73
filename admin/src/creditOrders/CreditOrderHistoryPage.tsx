import { Box, Button, Tab, Tabs } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useRefreshOnBalanceChange } from '../credit/balance/useRefreshOnBalanceChange';
import { adminPath } from '../layout/AdminLink';
import { storage } from '../providers/storage';
import { NoOrders } from './NoOrders';
import { OfferButton } from './offers/OfferButton';
import { orderFilters } from './orderFilters';
import { OrderTable } from './OrderTable';
import { useMayOpen } from '../roles/useMayOpen';

const SELLER_ROLES = ['Distributor', 'Dealer'] as const;

const PurchaseActions = () => {
  const translate = useTranslate();
  if (!useMayOpen()({ path: '/order-credit' })) return null; // a sub-user without "buy credits" (issue 13)
  return (
    <TopToolbar>
      <Button component={Link} to={adminPath('/order-credit')} startIcon={<AddShoppingCartIcon />} variant="contained" size="small">
        {translate('credit.menu.buy')}
      </Button>
    </TopToolbar>
  );
};

const SalesActions = () => (
  <TopToolbar>
    <OfferButton />
  </TopToolbar>
);

/**
 * /credit-order-history: the caller's credit orders with their status; distributors and dealers
 * also see, in a second tab, the orders and offers they sell to their sub-accounts.
 */
export const CreditOrderHistoryPage = () => {
  const translate = useTranslate();
  useRefreshOnBalanceChange();
  const [params, setParams] = useSearchParams();
  const user = storage.getUser();
  const sells = Boolean(user?.canSale) && (user?.rol ?? []).some((role) => (SELLER_ROLES as readonly string[]).includes(role));
  const tab = sells && params.get('view') === 'sales' ? 'sales' : 'purchases';
  return (
    <Box>
      {sells && (
        <Tabs value={tab} onChange={(_event, value: string) => setParams(value === 'sales' ? { view: 'sales' } : {})} sx={{ mt: 1 }}>
          <Tab value="purchases" label={translate('credit.orders.tabs.purchases')} />
          <Tab value="sales" label={translate('credit.orders.tabs.sales')} />
        </Tabs>
      )}
      {tab === 'purchases' ? (
        <List key="purchases" resource="credit-orders" title="credit.orders.history_title" filters={orderFilters} sort={{ field: 'number', order: 'DESC' }} exporter={false} actions={<PurchaseActions />} empty={<NoOrders />} disableSyncWithLocation>
          <OrderTable opens="detail" parties="seller" empty="credit.orders.empty" />
        </List>
      ) : (
        <List key="sales" resource="credit-sales" title="credit.orders.sales_title" filters={orderFilters} sort={{ field: 'number', order: 'DESC' }} exporter={false} actions={<SalesActions />} empty={false} disableSyncWithLocation>
          <OrderTable opens="admin-view" parties="buyer" empty="credit.orders.no_sales" />
        </List>
      )}
    </Box>
  );
};
