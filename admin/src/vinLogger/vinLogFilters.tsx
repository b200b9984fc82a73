import { AutocompleteInput, ReferenceInput} from 'react-admin';
import { SearchFilter } from '../shared/SearchFilter';

/** VIN logger filters: part of the VIN (`q`) and the user who searched (`userId`), as CONTRACT.md lists. */
export const vinLogFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  // GET /api/users sorts only by email, firstName, lastName, createdAt, active… (not id).
  <ReferenceInput key="userId" source="userId" reference="users" sort={{ field: 'email', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
];
