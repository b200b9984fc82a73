import { memo, type ComponentType } from 'react';
import { Menu } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { CreditMenuItems } from '../credit';
import { SoftwareOrderMenuItems } from '../softwareOrders';
import { CalibratorQueueMenuItem } from '../calibratorQueue';
import { FilesMenuItems } from '../filesSection';
import { TicketMenuItems } from '../tickets';
import { ReportsMenuItems } from '../reports';
import { NetworkMenuItems } from '../networks';
import { useAccess } from '../roles/useMayOpen';
import { AdminMenuItems } from './AdminMenuItems';
import { MenuLink } from './MenuLink';
import { AccountMenuItems, InformationMenuItems, SalesMenuItems, VehicleSearchMenuItem } from './MenuGroups';
import { menuOrderOf, type MenuGroup } from './menuOrder';

const GROUPS: Record<MenuGroup, ComponentType> = {
  orders: SoftwareOrderMenuItems,
  queue: CalibratorQueueMenuItem,
  files: FilesMenuItems,
  credits: CreditMenuItems,
  tickets: TicketMenuItems,
  vehicleSearch: VehicleSearchMenuItem,
  information: InformationMenuItems,
  sales: SalesMenuItems,
  reports: ReportsMenuItems,
  network: NetworkMenuItems,
  catalogue: AdminMenuItems,
  account: AccountMenuItems,
};

/** Sidebar: the dashboard (home), then the groups in the order the user's main role uses them (menuOrder.ts).
 * Memoised: react-admin's layout renders again at every navigation, the menu only when access changes. */
export const PortalMenu = memo(() => {
  const { roles } = useAccess();
  return (
    <Menu>
      <MenuLink path="/dashboard" label="portal.menu.dashboard" icon={<DashboardIcon />} />
      {menuOrderOf(roles).map((group) => {
        const Group = GROUPS[group];
        return <Group key={group} />;
      })}
    </Menu>
  );
});
