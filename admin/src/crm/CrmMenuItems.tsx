import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { MenuLink } from '../layout/MenuLink';
import { CRM_PATHS } from './constants';

/** Sales CRM: customers, the activity log, deals and promotions (Admin). */
export const CrmMenuItems = () => (
  <>
    <MenuLink path={CRM_PATHS.users} label="crm.menu.users" icon={<HandshakeIcon />} />
    <MenuLink path={CRM_PATHS.logs} label="crm.menu.logs" icon={<HistoryIcon />} />
    <MenuLink path={CRM_PATHS.deals} label="crm.menu.deals" icon={<LocalOfferIcon />} />
  </>
);
