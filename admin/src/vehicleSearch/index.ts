export { VehicleSearch, type VehicleChoice } from './VehicleSearch';
export { VehicleSearchPage } from './VehicleSearchPage';
export { vehicleSearchCommands } from './searchApi';
