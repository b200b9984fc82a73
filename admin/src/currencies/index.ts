import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const CurrencyEdit = lazyPage(() => import('./CurrencyEdit'), 'CurrencyEdit');
const CurrencyList = lazyPage(() => import('./CurrencyList'), 'CurrencyList');

export const currencies = {
  list: CurrencyList,
  edit: CurrencyEdit,
  icon: PaymentsIcon,
  recordRepresentation: 'code',
};
