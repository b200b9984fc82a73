import { NullableBooleanInput, SelectInput } from 'react-admin';
import { roleChoices } from '../roles';
import { SearchFilter } from '../shared/SearchFilter';

/** Users list filters: search `q`, `role` and `active` (CONTRACT.md). */
export const userFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
