import { ArrayInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { PriceInput } from '../fields';
import { isJsonChoices, VEHICLE_STAGES, type VehicleStage } from './stages';

const row = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '110px 1fr 1fr 1fr' }, alignItems: 'center' };

/** One ECU stage: price, power and torque in a row, then its options as a list of name + choices. */
const StageRow = ({ stage }: { stage: VehicleStage }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
      <Box sx={row}>
        <Typography variant="subtitle2">{translate(`vehicles.stages.${stage}`)}</Typography>
        <PriceInput source={`stages.${stage}.price`} label="resources.vehicles.fields.price" helperText="vehicles.price_hint" />
        <TextInput source={`stages.${stage}.power`} label="resources.vehicles.fields.power" helperText={false} />
        <TextInput source={`stages.${stage}.torque`} label="resources.vehicles.fields.torque" helperText={false} />
      </Box>
      <ArrayInput source={`stages.${stage}.options`} label="resources.vehicles.fields.options">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="resources.vehicles.fields.option_name" helperText={false} />
          <TextInput source="choices" label="resources.vehicles.fields.choices" helperText="vehicles.choices_hint" validate={isJsonChoices} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};

/** The five ECU stages of spec section 3, a row each. */
export const StageInputs = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" sx={{ mt: 2 }}>{translate('vehicles.stages_title')}</Typography>
      {VEHICLE_STAGES.map((stage) => (
        <StageRow key={stage} stage={stage} />
      ))}
    </Box>
  );
};
