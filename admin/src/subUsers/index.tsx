import { Route } from 'react-router-dom';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { MenuLink } from '../layout/MenuLink';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const SubUserManagementPage = lazyPage(() => import('./SubUserManagementPage'), 'SubUserManagementPage');

export const SUB_USER_MANAGEMENT_PATH = '/subuser-management';

/**
 * The subuser-management route. Who opens it (the parent roles, a sub-user when its tree allows user
 * management) is the screen table's and the layout guard's (events/access/screens.ts).
 */
export const subUserRoutes = <Route path={SUB_USER_MANAGEMENT_PATH} element={<SubUserManagementPage />} />;

export const SubUserMenuItem = () => (
  <MenuLink path={SUB_USER_MANAGEMENT_PATH} label="sub_users.menu" icon={<SupervisorAccountIcon />} />
);
