export { VehicleSearch, type VehicleSearchProps, type VehicleSelection } from './VehicleSearch';
export { VehicleSearchPage } from './VehicleSearchPage';
export { vehicleSearchCommands } from './searchApi';
