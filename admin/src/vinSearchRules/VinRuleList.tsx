import { DataTable} from 'react-admin';
import { DateColumn } from '../shared/DateColumn';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';

const filters = [<SearchFilter key="q" source="q" alwaysOn />];

/** Admin: VIN search rules (spec section 2, vin-search-rules): search, sort, pagination, CSV export, bulk delete. */
export const VinRuleList = () => (
  <ResourceList filters={filters} sort={{ field: 'pattern', order: 'ASC' }}>
    <DataTable.Col source="pattern" />
    <DataTable.Col source="make" />
    <DataTable.Col source="model" />
    <DataTable.Col source="generation" disableSort />
    <DataTable.Col source="engine" disableSort />
    <DataTable.Col source="note" disableSort />
    <DateColumn source="createdAt" />
  </ResourceList>
);
