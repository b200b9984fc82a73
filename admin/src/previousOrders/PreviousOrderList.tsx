import { TableScroll } from '../shared/phoneTable';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, DataTable, DateInput, List, SelectInput, TopToolbar, useTranslate, type Exporter } from 'react-admin';
import { Link } from 'react-router-dom';
import { ORDER_TYPES } from '../../../events/constants';
import { DateColumn } from '../shared/DateColumn';
import { adminPath } from '../layout/AdminLink';
import { ExportButton } from '../shared/ExportButton';
import { safeExporter } from '../shared/safeExporter';
import { PreviousOrderPriceField } from './PreviousOrderFields';
import type { PreviousOrder } from './types';
import { SearchFilter } from '../shared/SearchFilter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

const typeChoices = ORDER_TYPES.map((type) => ({ id: type, name: type }));

/** Filters of GET /api/previous-orders: a VIN or the dealer's email (q), the type, the order date from and to. */
const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
  <DateInput key="start" source="start" alwaysOn />,
  <DateInput key="end" source="end" alwaysOn />,
];

const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** CSV rows, one column per field (the vehicle's names beside the VIN, the currency by its code). */
const exporter: Exporter<PreviousOrder> = (orders, fetchRelatedRecords, dataProvider, resource) =>
  safeExporter(
    orders.map((order) => ({
      id: order.id, createdAt: order.createdAt, type: order.type, stage: order.stage, price: order.price, currency: text(order.currencyDetails.code),
      vin: order.vin, make: text(order.vehicle.make), model: text(order.vehicle.model), generation: text(order.vehicle.generation), engine: text(order.vehicle.engine),
      dealerEmail: order.dealerEmail, description: text(order.description),
    })),
    fetchRelatedRecords, dataProvider, resource,
  );

const ImportButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={adminPath('/previous-orders/import')} label={translate('previous_orders.import.title')}>
      <UploadFileIcon />
    </Button>
  );
};

const ListActions = () => (
  <TopToolbar>
    <ImportButton />
    <ExportButton />
  </TopToolbar>
);

/** Admin (spec: previous-orders): the orders made before the portal, newest first; a row opens the order. */
export const PreviousOrderList = () => (
  <List exporter={exporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} actions={<ListActions />} empty={false}>
    <ListLoading columns={7}><TableScroll><DataTable bulkActionButtons={false} rowClick="show" empty={<ListEmpty />}>
      <DateColumn source="createdAt" />
      <DataTable.Col source="id" disableSort />
      <DataTable.Col source="type" />
      <DataTable.Col source="stage" disableSort />
      <DataTable.Col source="price" align="right">
        <PreviousOrderPriceField />
      </DataTable.Col>
      <DataTable.Col source="vin" disableSort />
      <DataTable.Col source="dealerEmail" disableSort />
    </DataTable></TableScroll></ListLoading>
  </List>
);
