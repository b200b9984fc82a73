import { BooleanField, DataTable, ReferenceField } from 'react-admin';
import { CountryNameField } from '../fields';
import { RolesField } from './RolesField';
import { userFilters } from './userFilters';
import { DateColumn } from '../shared/DateColumn';
import { ResourceList } from '../shared/ResourceList';

/** Admin: the users list with search, role and active filters, sorting and pagination. */
export const UserList = () => (
  <ResourceList filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }} bulkDelete={false}>
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
    <DateColumn source="createdAt" />
  </ResourceList>
);
