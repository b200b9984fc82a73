import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { PriceConfigCreate } from './PriceConfigCreate';
import { PriceConfigEdit } from './PriceConfigEdit';
import { PriceConfigList } from './PriceConfigList';

export const vehiclesPriceConfig = {
  list: PriceConfigList,
  edit: PriceConfigEdit,
  create: PriceConfigCreate,
  icon: PriceChangeIcon,
  recordRepresentation: 'engineFamily',
};
