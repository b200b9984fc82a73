import { Menu } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { CreditMenuItems } from '../credit';
import { adminPath } from './AdminLink';
import { VehicleDatabaseMenuItem } from '../vehicleDatabase';
import { CombosMenuItem } from '../combos';

/**
 * Sidebar. Admin-only resources are registered only for administrators (App.tsx), so
 * ResourceItems hides them from the other roles.
 */
export const PortalMenu = () => (
  <Menu>
    <Menu.Item to={adminPath('/dashboard')} primaryText="portal.menu.dashboard" leftIcon={<DashboardIcon />} />
    <CreditMenuItems />
    <Menu.Item to={adminPath('/vehicle-search')} primaryText="vehicle_search.menu" leftIcon={<ManageSearchIcon />} />
    <Menu.ResourceItems />
    <VehicleDatabaseMenuItem />
    <CombosMenuItem />
    <Menu.Item to={adminPath('/profile')} primaryText="portal.menu.profile" leftIcon={<AccountCircleIcon />} />
  </Menu>
);
