import { DataTable, NumberField, useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { VEHICLE_STAGES } from '../vehicles/stages';
import { ConfigPriceField } from './ConfigPriceField';
import { SheetPanel } from '../catalogueSheets';
import { DateColumn } from '../shared/DateColumn';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';

const filters = [<SearchFilter key="q" source="q" alwaysOn />];

/** Above the index: what saving a row does, and the importer/exporter of the same rows. */
const Intro = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('price_config.intro')}</Alert>
      {/* The importer half of vehicles-price-config: sheet kind 'price-config' (tables/vehiclesPriceConfig/sheet.ts). */}
      <SheetPanel kind="price-config" title="price_config.importer_title" help="price_config.importer_help" />
    </Box>
  );
};

/** Admin: vehicles-price-config (spec section 2, "index and importer"): stage prices per engine family. */
export const PriceConfigList = () => (
  <>
    <Intro />
    <ResourceList filters={filters} sort={{ field: 'engineFamily', order: 'ASC' }}>
      <DataTable.Col source="engineFamily" />
      {VEHICLE_STAGES.map((stage) => (
        <DataTable.Col key={stage} source={stage} align="right">
          <ConfigPriceField source={stage} />
        </DataTable.Col>
      ))}
      <DataTable.Col source="vehicles" disableSort align="right">
        <NumberField source="vehicles" />
      </DataTable.Col>
      <DateColumn source="updatedAt" showTime />
    </ResourceList>
  </>
);
