import FiberNewIcon from '@mui/icons-material/FiberNew';

export { RequestVehicleButton } from './RequestVehicleButton';
export { newProductCommands } from './newProductApi';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const NewProductEdit = lazyPage(() => import('./NewProductEdit'), 'NewProductEdit');
const NewProductList = lazyPage(() => import('./NewProductList'), 'NewProductList');

/** Requests come from dealers (RequestVehicleButton); administrators list and answer them. */
export const newProducts = {
  list: NewProductList,
  edit: NewProductEdit,
  icon: FiberNewIcon,
  recordRepresentation: (request: { make?: string; model?: string }) => [request.make, request.model].filter(Boolean).join(' '),
};
