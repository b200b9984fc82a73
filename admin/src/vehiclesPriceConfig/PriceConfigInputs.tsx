import { TextInput, useTranslate } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import { PriceInput } from '../fields';
import { isRequired } from '../validation/validators';
import { VEHICLE_STAGES, type VehicleStage } from '../vehicles/stages';

const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, 1fr)' }, width: '100%' };

/** Fields shared by PriceConfigCreate and PriceConfigEdit: the family and its five ECU stage prices. */
export const PriceConfigInputs = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 1000 }}>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('price_config.intro')}</Alert>
      <TextInput source="engineFamily" validate={isRequired} sx={{ maxWidth: 400 }} />
      <Box sx={grid}>
        {VEHICLE_STAGES.map((stage) => (
          <PriceInput key={stage} source={stage} helperText={false} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">{translate('price_config.price_hint')}</Typography>
    </Box>
  );
};

/** The body the API takes: empty prices as null (leave the vehicles' price alone). */
export const configForApi = (record: Partial<Record<VehicleStage | 'engineFamily', unknown>>) => ({
  engineFamily: String(record.engineFamily ?? '').trim(),
  ...Object.fromEntries(VEHICLE_STAGES.map((stage) => [stage, record[stage] === '' || record[stage] === undefined ? null : record[stage]])),
});
