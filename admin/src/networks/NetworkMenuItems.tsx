import HowToRegIcon from '@mui/icons-material/HowToReg';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { MenuLink } from '../layout/MenuLink';
import { MenuSection } from '../layout/MenuSection';
import { RegistrationsBadge } from './RegistrationsBadge';

/** The Network section: registrations (Admin, Dealer) and the distributors' networks (Admin). */
export const NetworkMenuItems = () => (
  <MenuSection title="networks.menu" paths={['/registrations', '/dealer-network']}>
    <MenuLink path="/registrations" label="networks.registrations.menu" icon={<RegistrationsBadge><HowToRegIcon /></RegistrationsBadge>} />
    <MenuLink path="/dealer-network" label="networks.dealers.menu" icon={<AccountTreeIcon />} />
  </MenuSection>
);
