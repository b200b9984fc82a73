import { Menu } from 'react-admin';
import { Divider } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { CreditMenuItems } from '../credit';
import { MenuLink } from './MenuLink';
import { SubUserMenuItem } from '../subUsers';
import { AdminMenuItems } from './AdminMenuItems';
import { CouponMenuItem } from '../coupons';
import { SoftwareOrderMenuItems } from '../softwareOrders';
import { CalibratorQueueMenuItem } from '../calibratorQueue';
import { FilesMenuItems } from '../filesSection';
import { TicketMenuItems } from '../tickets';
import { ReportsMenuItems } from '../reports';
import { CompanyMenuItems } from '../company';
import { NetworkMenuItems } from '../networks';
import { ContentMenuItems } from '../news';
import { CrmMenuItems } from '../crm';
import { DownloadsMenuItem } from '../downloads';
import { FeedbackMenuItem } from '../feedback';
import { ContactMenuItem } from '../contact';

/** Sidebar: what every role uses first, the credit section, then the administrator's sections. */
export const PortalMenu = () => (
  <Menu>
    <MenuLink path="/dashboard" label="portal.menu.dashboard" icon={<DashboardIcon />} />
    <MenuLink path="/vehicle-search" label="vehicle_search.menu" icon={<ManageSearchIcon />} />
    <SoftwareOrderMenuItems />
    <CalibratorQueueMenuItem />
    <FilesMenuItems />
    <CreditMenuItems />
    <CouponMenuItem />
    <TicketMenuItems />
    <ContentMenuItems />
    <DownloadsMenuItem />
    <FeedbackMenuItem />
    <ContactMenuItem />
    <ReportsMenuItems />
    <NetworkMenuItems />
    <CrmMenuItems />
    <AdminMenuItems />
    <Divider sx={{ my: 1 }} />
    <CompanyMenuItems />
    <SubUserMenuItem />
    <MenuLink path="/profile" label="portal.menu.profile" icon={<AccountCircleIcon />} />
  </Menu>
);
