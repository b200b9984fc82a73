import PaymentsIcon from '@mui/icons-material/Payments';
import { CurrencyEdit } from './CurrencyEdit';
import { CurrencyList } from './CurrencyList';

export const currencies = {
  list: CurrencyList,
  edit: CurrencyEdit,
  icon: PaymentsIcon,
  recordRepresentation: 'code',
};
