import { lazyPage } from '../shared/lazyPage';
export { VehicleSearch, type VehicleSearchProps, type VehicleSelection } from './VehicleSearch';
export { vehicleSearchCommands } from './searchApi';

// Loaded when first opened (docs/architecture.md "The admin's bundle").
export const VehicleSearchPage = lazyPage(() => import('./VehicleSearchPage'), 'VehicleSearchPage');
