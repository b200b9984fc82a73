import { TableScroll } from '../shared/phoneTable';
import { DataTable, List, NumberField} from 'react-admin';
import { safeExporter } from '../shared/safeExporter';
import { SearchFilter } from '../shared/SearchFilter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

const currencyFilters = [<SearchFilter key="q" source="q" alwaysOn />];

/** Admin: currencies in the spec's preferred order, with their rate against the base currency (EUR). */
export const CurrencyList = () => (
  <List exporter={safeExporter} filters={currencyFilters} sort={{ field: 'preferred', order: 'ASC' }} perPage={25} empty={false}>
    <ListLoading columns={5}><TableScroll><DataTable bulkActionButtons={false} empty={<ListEmpty />}>
      <DataTable.Col source="code" />
      <DataTable.Col source="symbol" disableSort />
      <DataTable.Col source="name" />
      <DataTable.Col source="price">
        <NumberField source="price" options={{ maximumFractionDigits: 8 }} />
      </DataTable.Col>
      <DataTable.Col source="locale" disableSort />
    </DataTable></TableScroll></ListLoading>
  </List>
);
