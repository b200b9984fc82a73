import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const VehicleCreate = lazyPage(() => import('./VehicleCreate'), 'VehicleCreate');
const VehicleEdit = lazyPage(() => import('./VehicleEdit'), 'VehicleEdit');
const VehicleList = lazyPage(() => import('./VehicleList'), 'VehicleList');

export const vehicles = {
  list: VehicleList,
  edit: VehicleEdit,
  create: VehicleCreate,
  icon: DirectionsCarIcon,
  recordRepresentation: (vehicle: { make?: string; model?: string; engine?: string }) =>
    [vehicle.make, vehicle.model, vehicle.engine].filter(Boolean).join(' '),
};
