import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { VehiclePriceEdit } from './VehiclePriceEdit';
import { VehiclePriceList } from './VehiclePriceList';

/** The `vehicles-pricing` resource (API path vehicles-prices, see providers/dataProvider.ts). */
export const vehiclesPricing = {
  list: VehiclePriceList,
  edit: VehiclePriceEdit,
  icon: PriceChangeIcon,
  recordRepresentation: (record: { make?: string; model?: string; engine?: string }) => [record.make, record.model, record.engine].filter(Boolean).join(' '),
};
