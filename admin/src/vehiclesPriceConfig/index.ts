import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const PriceConfigCreate = lazyPage(() => import('./PriceConfigCreate'), 'PriceConfigCreate');
const PriceConfigEdit = lazyPage(() => import('./PriceConfigEdit'), 'PriceConfigEdit');
const PriceConfigList = lazyPage(() => import('./PriceConfigList'), 'PriceConfigList');

export const vehiclesPriceConfig = {
  list: PriceConfigList,
  edit: PriceConfigEdit,
  create: PriceConfigCreate,
  icon: PriceChangeIcon,
  recordRepresentation: 'engineFamily',
};
