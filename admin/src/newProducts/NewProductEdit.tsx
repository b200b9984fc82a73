import {
  AutocompleteInput, Edit, Labeled, ReferenceInput, SelectInput, SimpleForm, TextField, useRecordContext, useTranslate, type Validator,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { LocalizedDateField, SaveOnlyToolbar } from '../fields';
import { adminPath } from '../layout/AdminLink';
import { statusChoices } from './NewProductList';

type Request = { make: string; model: string; generation: string; engine: string; gearbox: string | null };

/** Opens the vehicle form filled with the request (react-admin's Create reads `state.record`). */
const CreateVehicleButton = () => {
  const translate = useTranslate();
  const request = useRecordContext<Request & { id: string }>();
  if (!request) return null;
  const record = { make: request.make, model: request.model, generation: request.generation, engine: request.engine, dsg: request.gearbox ? [request.gearbox] : [] };
  return (
    <Button component={Link} to={adminPath('/vehicles/create')} state={{ record }} startIcon={<AddIcon />} variant="outlined" sx={{ my: 1 }}>
      {translate('new_products.create_vehicle')}
    </Button>
  );
};

// Dealers type anything: long words (a pasted link, a VIN run-on) must wrap, not widen the page.
const wrap = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, width: '100%', '& > *': { minWidth: 0, ...wrap } };

/** Added needs the catalogue vehicle that answers the request (the API refuses it otherwise). */
const vehicleWhenAdded: Validator = (value, values) => (values?.status === 'Added' && !value ? 'new_products.vehicle_required' : undefined);

const vehicleText = (vehicle: { make?: string; model?: string; generation?: string; engine?: string }) =>
  [vehicle.make, vehicle.model, vehicle.generation, vehicle.engine].filter(Boolean).join(' ');

/** Admin: read a request, create the vehicle, then mark it Added with that vehicle (or Rejected). */
export const NewProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={(data: { status: string; vehicleId?: string | null }) => ({ status: data.status, vehicleId: data.vehicleId || null })}>
    <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
      <Box sx={grid}>
        {(['requestedByEmail', 'make', 'model', 'generation', 'engine', 'gearbox', 'vin'] as const).map((source) => (
          <Labeled key={source}>
            <TextField source={source} emptyText="-" />
          </Labeled>
        ))}
        <Labeled>
          <LocalizedDateField source="createdAt" />
        </Labeled>
      </Box>
      <Labeled sx={{ maxWidth: '100%' }}>
        <TextField source="note" emptyText="-" sx={{ ...wrap, whiteSpace: 'pre-wrap' }} />
      </Labeled>
      <CreateVehicleButton />
      <SelectInput source="status" choices={statusChoices} sx={{ minWidth: 400 }} />
      <ReferenceInput source="vehicleId" reference="vehicles" sort={{ field: 'createdAt', order: 'DESC' }}>
        <AutocompleteInput optionText={vehicleText} validate={vehicleWhenAdded} helperText="new_products.vehicle_hint" sx={{ minWidth: 400 }} />
      </ReferenceInput>
    </SimpleForm>
  </Edit>
);
