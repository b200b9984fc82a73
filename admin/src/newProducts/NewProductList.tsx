import {
  DataTable, FunctionField, ReferenceField, SelectInput, TextField, TopToolbar, useRefresh, useTranslate,
} from 'react-admin';
import { Chip } from '@mui/material';
import { NEW_PRODUCT_STATUSES } from './newProductApi';
import { RequestVehicleButton } from './RequestVehicleButton';
import { DateColumn } from '../shared/DateColumn';
import { ExportButton } from '../shared/ExportButton';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';

export const statusChoices = NEW_PRODUCT_STATUSES.map((status) => ({ id: status, name: `new_products.status.${status}` }));
const filters = [<SearchFilter key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

const StatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'New' ? 'warning' : status === 'Added' ? 'success' : 'default'} label={translate(`new_products.status.${status}`)} />;
};

/** An administrator can also note a request taken by phone or mail. */
const ListActions = () => {
  const refresh = useRefresh();
  return (
    <TopToolbar>
      <RequestVehicleButton onDone={refresh} />
      <ExportButton />
    </TopToolbar>
  );
};

/** Admin: the vehicles dealers asked for, newest first, with search, status filter, CSV export and bulk delete. */
export const NewProductList = () => (
  <ResourceList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
    <DateColumn source="createdAt" />
    <DataTable.Col source="requestedByEmail" disableSort />
    <DataTable.Col source="make" />
    <DataTable.Col source="model" />
    <DataTable.Col source="engine" disableSort />
    <DataTable.Col source="gearbox" disableSort />
    <DataTable.Col source="vin" disableSort />
    <DataTable.Col source="status">
      <FunctionField render={(record: { status: string }) => <StatusChip status={record.status} />} />
    </DataTable.Col>
    <DataTable.Col source="vehicleId" disableSort>
      <ReferenceField source="vehicleId" reference="vehicles" link="edit" emptyText="-">
        <TextField source="engine" />
      </ReferenceField>
    </DataTable.Col>
  </ResourceList>
);
