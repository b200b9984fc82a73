import FiberNewIcon from '@mui/icons-material/FiberNew';
import { NewProductEdit } from './NewProductEdit';
import { NewProductList } from './NewProductList';

export { RequestVehicleButton } from './RequestVehicleButton';
export { newProductCommands } from './newProductApi';

/** Requests come from dealers (RequestVehicleButton); administrators list and answer them. */
export const newProducts = {
  list: NewProductList,
  edit: NewProductEdit,
  icon: FiberNewIcon,
  recordRepresentation: (request: { make?: string; model?: string }) => [request.make, request.model].filter(Boolean).join(' '),
};
