import { TableScroll } from '../shared/phoneTable';
import { BooleanField, DataTable, List, NullableBooleanInput, NumberField, ReferenceInput, AutocompleteInput } from 'react-admin';
import { safeExporter } from '../shared/safeExporter';
import { SearchFilter } from '../shared/SearchFilter';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

const countryFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ReferenceInput key="currencyCode" source="currencyCode" reference="currencies" sort={{ field: 'preferred', order: 'ASC' }} perPage={200}>
    <AutocompleteInput optionText="code" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <NullableBooleanInput key="inEurope" source="inEurope" />,
];

/** Admin: countries with their currency and market factor (spec section 3); sortable as the API allows. */
export const CountryList = () => (
  <List exporter={safeExporter} filters={countryFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={false}>
    <ListLoading columns={8}><TableScroll><DataTable bulkActionButtons={false} empty={<ListEmpty />}>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="nativeName" disableSort />
      <DataTable.Col source="alpha3Code" disableSort />
      <DataTable.Col source="currencyCode" />
      <DataTable.Col source="phonePrefix" disableSort />
      <DataTable.Col source="marketFactor">
        <NumberField source="marketFactor" options={{ maximumFractionDigits: 4 }} />
      </DataTable.Col>
      <DataTable.Col source="inEurope" disableSort>
        <BooleanField source="inEurope" />
      </DataTable.Col>
    </DataTable></TableScroll></ListLoading>
  </List>
);
