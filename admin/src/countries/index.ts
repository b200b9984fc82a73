import PublicIcon from '@mui/icons-material/Public';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const CountryEdit = lazyPage(() => import('./CountryEdit'), 'CountryEdit');
const CountryList = lazyPage(() => import('./CountryList'), 'CountryList');

export const countries = {
  list: CountryList,
  edit: CountryEdit,
  icon: PublicIcon,
  recordRepresentation: 'name',
};
