import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { roleChoices } from '../roles';

/** Users list filters: search `q`, `role` and `active` (CONTRACT.md). */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
