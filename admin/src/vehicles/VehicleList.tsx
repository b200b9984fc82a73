import { DataTable, FunctionField } from 'react-admin';
import { vehicleFilters } from './vehicleFilters';
import { DateColumn } from '../shared/DateColumn';
import { ResourceList } from '../shared/ResourceList';

const gearboxes = (record: { dsg?: string[] }) => (record.dsg ?? []).join(', ');

/** Admin: the catalogue with search, make filter, sorting, pagination, CSV export and bulk delete. */
export const VehicleList = () => (
  <ResourceList filters={vehicleFilters} sort={{ field: 'make', order: 'ASC' }}>
    <DataTable.Col source="make" />
    <DataTable.Col source="model" />
    <DataTable.Col source="generation" />
    <DataTable.Col source="engine" />
    <DataTable.Col source="engineFamily" disableSort />
    <DataTable.Col source="dsg" disableSort>
      <FunctionField source="dsg" render={gearboxes} />
    </DataTable.Col>
    <DateColumn source="createdAt" />
  </ResourceList>
);
