import { Create, SimpleForm } from 'react-admin';
import { vehicleForApi } from './stages';
import { VehicleInputs } from './VehicleInputs';

/** Admin: add a vehicle to the catalogue with its ECU stages. */
export const VehicleCreate = () => (
  <Create redirect="list" transform={vehicleForApi}>
    <SimpleForm noValidate defaultValues={{ dsg: [] }}>
      <VehicleInputs />
    </SimpleForm>
  </Create>
);
