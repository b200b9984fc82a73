import { Box, Typography } from '@mui/material';
import { Edit, Labeled, Link, SimpleForm, TextField, useRecordContext, useTranslate } from 'react-admin';
import { PriceInput, SaveOnlyToolbar } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { VEHICLE_STAGES } from '../vehicles/stages';

type PriceRecord = { id: string; make: string; model: string; engine: string } & Record<string, unknown>;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Only the five prices go to the API; an emptied price is on request (null). */
const pricesForApi = (record: PriceRecord) =>
  Object.fromEntries(VEHICLE_STAGES.map((stage) => [stage, blank(record[stage]) ? null : String(record[stage]).trim()]));

const Title = () => {
  const record = useRecordContext<PriceRecord>();
  const translate = useTranslate();
  return <span>{record ? translate('vehicles_pricing.edit_title', { vehicle: `${record.make} ${record.model} ${record.engine}` }) : ''}</span>;
};

const VehicleLink = () => {
  const record = useRecordContext<PriceRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('vehicles_pricing.other_fields')}{' '}
      <Link to={adminPath(`/vehicles/${record.id}`)}>{translate('vehicles_pricing.open_vehicle')}</Link>
    </Typography>
  );
};

/**
 * Admin: the five ECU stage prices of one vehicle side by side (a price with a dot, empty = on
 * request). No delete here: a price row is the vehicle itself.
 */
export const VehiclePriceEdit = () => {
  const translate = useTranslate();
  return (
    <Edit title={<Title />} mutationMode="pessimistic" transform={pricesForApi} redirect="list">
      <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {(['make', 'model', 'generation', 'engine', 'engineFamily'] as const).map((source) => (
            <Labeled key={source}><TextField source={source} /></Labeled>
          ))}
        </Box>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>{translate('vehicles_pricing.prices_title')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {VEHICLE_STAGES.map((stage) => (
            <PriceInput key={stage} source={stage} helperText="vehicles_pricing.price_hint" sx={{ width: 150 }} />
          ))}
        </Box>
        <VehicleLink />
      </SimpleForm>
    </Edit>
  );
};
