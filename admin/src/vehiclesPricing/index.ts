import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const VehiclePriceEdit = lazyPage(() => import('./VehiclePriceEdit'), 'VehiclePriceEdit');
const VehiclePriceList = lazyPage(() => import('./VehiclePriceList'), 'VehiclePriceList');

/** The `vehicles-pricing` resource (API path vehicles-prices, see providers/dataProvider.ts). */
export const vehiclesPricing = {
  list: VehiclePriceList,
  edit: VehiclePriceEdit,
  icon: PriceChangeIcon,
  recordRepresentation: (record: { make?: string; model?: string; engine?: string }) => [record.make, record.model, record.engine].filter(Boolean).join(' '),
};
