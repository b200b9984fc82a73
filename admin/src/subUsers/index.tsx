import { Route } from 'react-router-dom';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { Role } from '../constants';
import { MenuLink } from '../layout/MenuLink';
import { mayOpen, type Access } from '../roles/menuAccess';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const SubUserManagementPage = lazyPage(() => import('./SubUserManagementPage'), 'SubUserManagementPage');

/** Spec section 6 with issue 13: the four parent roles keep sub-users (a sub-user, when its tree allows user management). */
export const SUB_USER_PARENT_ROLES: readonly Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer'];
export const SUB_USER_MANAGEMENT_PATH = '/subuser-management';

/** The subuser-management route for who may open it. */
export const subUserRoutes = (access: Access) =>
  mayOpen(access, { path: SUB_USER_MANAGEMENT_PATH, roles: SUB_USER_PARENT_ROLES })
    ? <Route path={SUB_USER_MANAGEMENT_PATH} element={<SubUserManagementPage />} />
    : null;

export const SubUserMenuItem = () => (
  <MenuLink path={SUB_USER_MANAGEMENT_PATH} label="sub_users.menu" icon={<SupervisorAccountIcon />} roles={SUB_USER_PARENT_ROLES} />
);
