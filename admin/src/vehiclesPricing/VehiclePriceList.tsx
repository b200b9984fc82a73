import { DataTable, DateInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { SheetPanel } from '../catalogueSheets';
import { VEHICLE_STAGES } from '../vehicles/stages';
import { PriceField } from './PriceField';
import { DateColumn } from '../shared/DateColumn';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';

/** Filters of `vehicles-prices` (CONTRACT.md): search, make, and the start/end day of the last change. */
const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <TextInput key="make" source="make" alwaysOn />,
  <DateInput key="start" source="start" alwaysOn />,
  <DateInput key="end" source="end" alwaysOn />,
];

/** Admin: every vehicle's five ECU stage prices on one row, sortable and filtered by the date of the last change. */
export const VehiclePriceList = () => (
  <>
    <Box sx={{ mt: 2 }}>
      <SheetPanel kind="prices" title="vehicles_pricing.sheet_title" help="vehicles_pricing.sheet_help" />
    </Box>
    <ResourceList filters={filters} sort={{ field: 'make', order: 'ASC' }} bulkDelete={false}>
      <DataTable.Col source="make" />
      <DataTable.Col source="model" />
      <DataTable.Col source="generation" />
      <DataTable.Col source="engine" />
      {VEHICLE_STAGES.map((stage) => (
        <DataTable.Col key={stage} source={stage} disableSort align="right">
          <PriceField source={stage} />
        </DataTable.Col>
      ))}
      <DateColumn source="updatedAt" />
    </ResourceList>
  </>
);
