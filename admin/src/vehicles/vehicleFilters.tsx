import { TextInput } from 'react-admin';
import { SearchFilter } from '../shared/SearchFilter';

/** Vehicles list filters: search `q` and `make` (CONTRACT.md). */
export const vehicleFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <TextInput key="make" source="make" alwaysOn />,
];
