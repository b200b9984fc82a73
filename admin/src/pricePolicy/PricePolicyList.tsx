import { AutocompleteInput, BooleanField, DataTable, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { EuroField, PercentField, ScopeField, type PricePolicyRecord } from './PolicyFields';
import { DateColumn } from '../shared/DateColumn';
import { ResourceList } from '../shared/ResourceList';

const SCOPES = ['default', 'country', 'dealer'] as const;

const ScopeFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SelectInput {...props} label="resources.price-policy.fields.scope" choices={SCOPES.map((id) => ({ id, name: translate(`price_policy.scope.${id}`) }))} />;
};

const filters = [
  <ScopeFilter key="scope" source="scope" alwaysOn />,
  <ReferenceInput key="country_id" source="country_id" reference="countries" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="dealer_id" source="dealer_id" reference="users" sort={{ field: 'email', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="email" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

/** The default policy cannot be deleted (the API answers 409), so it cannot be selected for a bulk delete. */
const deletable = (record: PricePolicyRecord) => record.scope !== 'default';

/** Admin: the price policies of spec section 3, the default first, then countries and dealers. */
export const PricePolicyList = () => (
  <ResourceList filters={filters} sort={{ field: 'scope', order: 'ASC' }} isRowSelectable={deletable}>
    <DataTable.Col source="scope">
      <ScopeField />
    </DataTable.Col>
    <DataTable.Col source="discount_after_a_year" align="right">
      <PercentField source="discount_after_a_year" />
    </DataTable.Col>
    <DataTable.Col source="minimum_price" align="right">
      <EuroField source="minimum_price" />
    </DataTable.Col>
    <DataTable.Col source="distributor_margin" align="right" disableSort>
      <PercentField source="distributor_margin" />
    </DataTable.Col>
    <DataTable.Col source="only_on_upgrade_fee" disableSort>
      <BooleanField source="only_on_upgrade_fee" />
    </DataTable.Col>
    <DateColumn source="updatedAt" showTime />
  </ResourceList>
);
