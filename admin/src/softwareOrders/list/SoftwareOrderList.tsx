import { TableScroll, WIDER_THAN_PHONE } from '../../shared/phoneTable';
import { Button } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { DataTable, List, TextField, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { useRefreshOnBalanceChange } from '../../credit/balance/useRefreshOnBalanceChange';
import { LocalizedDateField } from '../../fields';
import { adminPath } from '../../layout/AdminLink';
import { ORDERING_ROLES } from '../roles';
import { StatusChip } from '../StatusChip';
import { NoSoftwareOrders } from './NoSoftwareOrders';
import { OrderNumberField, OrderTotalField, StageField, VehicleField } from './fields';
import { orderFilters } from './orderFilters';
import { hasAnyRole } from '../../roles/hasAnyRole';
import { ListEmpty } from '../../shared/EmptyState';
import { ListLoading } from '../../shared/ListLoading';
import { useRoles } from '../../roles/useMayOpen';


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
  const permissions = useRoles();
  useRefreshOnBalanceChange();
  const orders = hasAnyRole(permissions, ORDERING_ROLES);
  // A dealer's own orders carry its name: the column matters to the accounts above it and to staff.
  const showDealer = hasAnyRole(permissions, ['Admin', 'Support', 'Distributor', 'Dealer']);
  return (
    <List resource="software-orders" title={title} filters={orderFilters(hasAnyRole(permissions, ['Admin']), !hasAnyRole(permissions, ['Admin']) && hasAnyRole(permissions, ['Support']))} sort={{ field: 'number', order: 'DESC' }} perPage={perPage}
      exporter={false} actions={<Actions orders={orders} />} empty={<NoSoftwareOrders />}>
      <ListLoading columns={showDealer ? 9 : 8}><TableScroll><DataTable bulkActionButtons={false} rowClick={(id: Identifier) => adminPath(`/order-detail/${id}`)} empty={<ListEmpty text="software_orders.list.empty" />}>
        <DataTable.Col source="number"><OrderNumberField /></DataTable.Col>
        <DataTable.Col source="createdAt"><LocalizedDateField source="createdAt" showTime /></DataTable.Col>
        {/* A phone shows the number, the date and the status; the rest from a tablet up, or in the order. */}
        {showDealer && <DataTable.Col source="dealerName" sx={WIDER_THAN_PHONE}><TextField source="dealerName" /></DataTable.Col>}
        <DataTable.Col source="vin" disableSort sx={WIDER_THAN_PHONE}><TextField source="vin" emptyText="—" sx={{ fontFamily: 'monospace' }} /></DataTable.Col>
        <DataTable.Col source="vehicle" disableSort sx={WIDER_THAN_PHONE}><VehicleField /></DataTable.Col>
        <DataTable.Col source="type" sx={WIDER_THAN_PHONE} />
        <DataTable.Col source="stage" sx={WIDER_THAN_PHONE}><StageField /></DataTable.Col>
        <DataTable.Col source="status"><StatusChip /></DataTable.Col>
        <DataTable.Col source="total" align="right" sx={WIDER_THAN_PHONE}><OrderTotalField /></DataTable.Col>
      </DataTable></TableScroll></ListLoading>
    </List>
  );
};
