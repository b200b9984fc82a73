import SettingsIcon from '@mui/icons-material/Settings';
import { DsgOfferCreate } from './DsgOfferCreate';
import { DsgOfferEdit } from './DsgOfferEdit';
import { DsgOfferList } from './DsgOfferList';

export { withDsgOfferResource } from './dsgOfferApi';

export const dsgOffers = {
  list: DsgOfferList,
  edit: DsgOfferEdit,
  create: DsgOfferCreate,
  icon: SettingsIcon,
  recordRepresentation: 'family',
};
