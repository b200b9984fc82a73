import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin';

/** VIN logger filters: part of the VIN (`q`) and the user who searched (`userId`), as CONTRACT.md lists. */
export const vinLogFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
];
