import { Edit, SimpleForm } from 'react-admin';
import { vehicleForApi } from './stages';
import { VehicleInputs } from './VehicleInputs';

/** Admin: change a vehicle and its ECU stages; a stage emptied entirely is no longer offered. */
export const VehicleEdit = () => (
  <Edit mutationMode="pessimistic" transform={vehicleForApi} redirect="list">
    <SimpleForm noValidate>
      <VehicleInputs />
    </SimpleForm>
  </Edit>
);
