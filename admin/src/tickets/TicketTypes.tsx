import { TableScroll } from '../shared/phoneTable';
import { Create, Datagrid, Edit, List, NumberField, NumberInput, required, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { ListEmpty } from '../shared/EmptyState';
import { ListLoading } from '../shared/ListLoading';

// The Admin's screens of the ticket types (support-category, support-status): few rows, one form each.

const MENU_GROUPS = [{ id: 'technical', name: 'technical' }, { id: 'financial', name: 'financial' }];

const CategoryInputs = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} />
    <SelectInput source="menuGroup" choices={MENU_GROUPS} validate={required()} />
  </SimpleForm>
);
const StatusInputs = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} />
    <NumberInput source="position" />
  </SimpleForm>
);

export const ticketCategories = {
  list: () => (
    <List pagination={false} exporter={false} empty={false}>
      <ListLoading columns={3}><TableScroll><Datagrid rowClick="edit" bulkActionButtons={false} empty={<ListEmpty />}><TextField source="id" /><TextField source="name" /><TextField source="menuGroup" /></Datagrid></TableScroll></ListLoading>
    </List>
  ),
  create: () => <Create redirect="list"><CategoryInputs /></Create>,
  edit: () => <Edit mutationMode="pessimistic" redirect="list"><CategoryInputs /></Edit>,
};

export const ticketStatuses = {
  list: () => (
    <List pagination={false} exporter={false} empty={false}>
      <ListLoading columns={3}><TableScroll><Datagrid rowClick="edit" bulkActionButtons={false} empty={<ListEmpty />}><TextField source="id" /><TextField source="name" /><NumberField source="position" /></Datagrid></TableScroll></ListLoading>
    </List>
  ),
  create: () => <Create redirect="list"><StatusInputs /></Create>,
  edit: () => <Edit mutationMode="pessimistic" redirect="list"><StatusInputs /></Edit>,
};
