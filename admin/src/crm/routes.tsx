import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { CrmDealsPage } from './CrmDealsPage';
import { CrmLogsPage } from './CrmLogsPage';
import { CrmUserPage } from './CrmUserPage';
import { CrmUsersPage } from './CrmUsersPage';
import { CRM_PATHS } from './constants';

/** The Sales CRM's screens: the Admin's (and its sales staff's, as their tree allows). */
export const crmRoutes = (roles: Role[]) =>
  roles.includes('Admin')
    ? [
        <Route key="crm-users" path={CRM_PATHS.users} element={<CrmUsersPage />} />,
        <Route key="crm-user" path={`${CRM_PATHS.users}/:id`} element={<CrmUserPage />} />,
        <Route key="crm-logs" path={CRM_PATHS.logs} element={<CrmLogsPage />} />,
        <Route key="crm-deals" path={CRM_PATHS.deals} element={<CrmDealsPage />} />,
      ]
    : [];
