import SettingsIcon from '@mui/icons-material/Settings';

export { withDsgOfferResource } from './dsgOfferApi';
import { lazyPage } from '../shared/lazyPage';

// The screens load when first opened (docs/architecture.md "The admin's bundle").
const DsgOfferCreate = lazyPage(() => import('./DsgOfferCreate'), 'DsgOfferCreate');
const DsgOfferEdit = lazyPage(() => import('./DsgOfferEdit'), 'DsgOfferEdit');
const DsgOfferList = lazyPage(() => import('./DsgOfferList'), 'DsgOfferList');

export const dsgOffers = {
  list: DsgOfferList,
  edit: DsgOfferEdit,
  create: DsgOfferCreate,
  icon: SettingsIcon,
  recordRepresentation: 'family',
};
