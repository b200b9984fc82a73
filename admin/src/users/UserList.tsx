import { BooleanField, DataTable, List, ReferenceField } from 'react-admin';
import { CountryNameField, LocalizedDateField } from '../fields';
import { RolesField } from './RolesField';
import { userFilters } from './userFilters';
import { safeExporter } from '../shared/safeExporter';

/** Admin: the users list with search, role and active filters, sorting and pagination. */
export const UserList = () => (
  <List exporter={safeExporter} filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="email" />
      <DataTable.Col source="firstName" />
      <DataTable.Col source="lastName" />
      <DataTable.Col source="roles" disableSort>
        <RolesField />
      </DataTable.Col>
      <DataTable.Col source="countryId" disableSort>
        <ReferenceField source="countryId" reference="countries" link={false}>
          <CountryNameField />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="active">
        <BooleanField source="active" />
      </DataTable.Col>
      <DataTable.Col source="emailVerified" disableSort>
        <BooleanField source="emailVerified" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <LocalizedDateField source="createdAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
