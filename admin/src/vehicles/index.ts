import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { VehicleCreate } from './VehicleCreate';
import { VehicleEdit } from './VehicleEdit';
import { VehicleList } from './VehicleList';

export const vehicles = {
  list: VehicleList,
  edit: VehicleEdit,
  create: VehicleCreate,
  icon: DirectionsCarIcon,
  recordRepresentation: (vehicle: { make?: string; model?: string; engine?: string }) =>
    [vehicle.make, vehicle.model, vehicle.engine].filter(Boolean).join(' '),
};
