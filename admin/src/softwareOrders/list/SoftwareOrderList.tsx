import { TableScroll } from '../../shared/phoneTable';
import { Button } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { DataTable, List, TextField, TopToolbar, usePermissions, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Role } from '../../constants';
import { useRefreshOnBalanceChange } from '../../credit/balance/useRefreshOnBalanceChange';
import { LocalizedDateField } from '../../fields';
import { adminPath } from '../../layout/AdminLink';
import { ORDERING_ROLES } from '../roles';
import { StatusChip } from '../StatusChip';
import { NoSoftwareOrders } from './NoSoftwareOrders';
import { OrderNumberField, OrderTotalField, StageField, VehicleField } from './fields';
import { orderFilters } from './orderFilters';
import { hasAnyRole } from '../../roles/hasAnyRole';


const Actions = ({ orders }: { orders: boolean }) => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      {orders && (
        <Button component={Link} to={adminPath('/order-software')} startIcon={<AddShoppingCartIcon />} variant="contained" size="small">
          {translate('software_orders.menu.order')}
        </Button>
      )}
    </TopToolbar>
  );
};

/**
 * /software-orders (spec section 2): the orders the user may see (its own and its sub-accounts';
 * every order for staff), newest first, filtered in SQL; a row opens the order. The filter lives in
 * the URL, so a dashboard figure opens the list on the orders it counted (?filter={"status":"New"}).
 */
export const SoftwareOrderList = ({ title = 'software_orders.list.title', perPage = 25 }: { title?: string | false; perPage?: number }) => {
  const { permissions } = usePermissions<Role[]>();
  useRefreshOnBalanceChange();
  const orders = hasAnyRole(permissions, ORDERING_ROLES);
  // A dealer's own orders carry its name: the column matters to the accounts above it and to staff.
  const showDealer = hasAnyRole(permissions, ['Admin', 'Support', 'Distributor', 'Dealer']);
  return (
    <List resource="software-orders" title={title} filters={orderFilters(hasAnyRole(permissions, ['Admin']), !hasAnyRole(permissions, ['Admin']) && hasAnyRole(permissions, ['Support']))} sort={{ field: 'number', order: 'DESC' }} perPage={perPage}
      exporter={false} actions={<Actions orders={orders} />} empty={<NoSoftwareOrders />}>
      <TableScroll><DataTable bulkActionButtons={false} rowClick={(id: Identifier) => adminPath(`/order-detail/${id}`)}>
        <DataTable.Col source="number"><OrderNumberField /></DataTable.Col>
        <DataTable.Col source="createdAt"><LocalizedDateField source="createdAt" showTime /></DataTable.Col>
        {showDealer && <DataTable.Col source="dealerName"><TextField source="dealerName" /></DataTable.Col>}
        <DataTable.Col source="vin" disableSort><TextField source="vin" emptyText="—" sx={{ fontFamily: 'monospace' }} /></DataTable.Col>
        <DataTable.Col source="vehicle" disableSort><VehicleField /></DataTable.Col>
        <DataTable.Col source="type" />
        <DataTable.Col source="stage"><StageField /></DataTable.Col>
        <DataTable.Col source="status"><StatusChip /></DataTable.Col>
        <DataTable.Col source="total" align="right"><OrderTotalField /></DataTable.Col>
      </DataTable></TableScroll>
    </List>
  );
};
