import { BulkDeleteButton, DataTable, FunctionField, List } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { vehicleFilters } from './vehicleFilters';
import { safeExporter } from '../shared/safeExporter';

const gearboxes = (record: { dsg?: string[] }) => (record.dsg ?? []).join(', ');

/** Admin: the catalogue with search, make filter, sorting, pagination, CSV export and bulk delete. */
export const VehicleList = () => (
  <List exporter={safeExporter} filters={vehicleFilters} sort={{ field: 'make', order: 'ASC' }} perPage={25}>
    <DataTable bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="make" />
      <DataTable.Col source="model" />
      <DataTable.Col source="generation" />
      <DataTable.Col source="engine" />
      <DataTable.Col source="engineFamily" disableSort />
      <DataTable.Col source="dsg" disableSort>
        <FunctionField source="dsg" render={gearboxes} />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <LocalizedDateField source="createdAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
