import { SearchInput, TextInput } from 'react-admin';

/** Vehicles list filters: search `q` and `make` (CONTRACT.md). */
export const vehicleFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="make" source="make" alwaysOn />,
];
