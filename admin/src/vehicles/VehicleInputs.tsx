import { SelectArrayInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { isRequired } from '../validation/validators';
import { StageInputs } from './StageInputs';
import { gearboxChoices } from './stages';

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' };

/** Fields shared by VehicleCreate and VehicleEdit: the vehicle, its gearbox families and its ECU stages. */
export const VehicleInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 1000 }}>
    <Box sx={twoColumns}>
      <TextInput source="make" validate={isRequired} />
      <TextInput source="model" validate={isRequired} />
      <TextInput source="generation" validate={isRequired} />
      <TextInput source="engine" validate={isRequired} />
      <TextInput source="engineFamily" />
      <SelectArrayInput source="dsg" choices={gearboxChoices} />
    </Box>
    <StageInputs />
  </Box>
);
