import { BulkDeleteButton, DataTable, List, SearchInput } from 'react-admin';
import { LocalizedDateField } from '../fields';
import { safeExporter } from '../shared/safeExporter';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Admin: VIN search rules (spec section 2, vin-search-rules): search, sort, pagination, CSV export, bulk delete. */
export const VinRuleList = () => (
  <List exporter={safeExporter} filters={filters} sort={{ field: 'pattern', order: 'ASC' }} perPage={25}>
    <DataTable bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="pattern" />
      <DataTable.Col source="make" />
      <DataTable.Col source="model" />
      <DataTable.Col source="generation" disableSort />
      <DataTable.Col source="engine" disableSort />
      <DataTable.Col source="note" disableSort />
      <DataTable.Col source="createdAt">
        <LocalizedDateField source="createdAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
