import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { CompanyMenuItems } from '../company';
import { ContactMenuItem } from '../contact';
import { CouponMenuItem } from '../coupons';
import { CRM_PATHS } from '../crm/constants';
import { CrmMenuItems } from '../crm';
import { DownloadsMenuItem } from '../downloads';
import { FeedbackMenuItem } from '../feedback';
import { ContentMenuItems } from '../news';
import { SubUserMenuItem } from '../subUsers';
import { MenuLink } from './MenuLink';
import { MenuSection } from './MenuSection';

// The sidebar's entries that have no section of their own in their feature, gathered into the
// sections a reader looks for (issue 15); each entry still decides who sees it.

export const VehicleSearchMenuItem = () => <MenuLink path="/vehicle-search" label="vehicle_search.menu" icon={<ManageSearchIcon />} />;

/** What the house publishes and hears: news, FAQ and pages, downloads, feedback, contact requests. */
export const InformationMenuItems = () => (
  <MenuSection title="portal.menu.information" paths={['/news', '/downloads', '/feedback']}>
    <ContentMenuItems />
    <DownloadsMenuItem />
    <FeedbackMenuItem />
    <ContactMenuItem />
  </MenuSection>
);

/** Discounts and customers: coupons (Admin, Support views them) and the Admin's sales CRM. */
export const SalesMenuItems = () => (
  <MenuSection title="portal.menu.sales" paths={['/coupon', ...Object.values(CRM_PATHS)]}>
    <CouponMenuItem />
    <CrmMenuItems />
  </MenuSection>
);

/** The signed-in account itself: its company, its sub-users, its profile. */
export const AccountMenuItems = () => (
  <MenuSection title="portal.menu.account">
    <CompanyMenuItems />
    <SubUserMenuItem />
    <MenuLink path="/profile" label="portal.menu.profile" icon={<AccountCircleIcon />} />
  </MenuSection>
);
