import { Route } from 'react-router-dom';
import { lazyPage } from '../shared/lazyPage';
import { CRM_PATHS } from './constants';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const CrmDealsPage = lazyPage(() => import('./CrmDealsPage'), 'CrmDealsPage');
const CrmLogsPage = lazyPage(() => import('./CrmLogsPage'), 'CrmLogsPage');
const CrmUserPage = lazyPage(() => import('./CrmUserPage'), 'CrmUserPage');
const CrmUsersPage = lazyPage(() => import('./CrmUsersPage'), 'CrmUsersPage');

/** The Sales CRM's screens: the Admin's (and its sales staff's, as their tree allows; events/access/screens.ts). */
export const crmRoutes = [
  <Route key="crm-users" path={CRM_PATHS.users} element={<CrmUsersPage />} />,
  <Route key="crm-user" path={`${CRM_PATHS.users}/:id`} element={<CrmUserPage />} />,
  <Route key="crm-logs" path={CRM_PATHS.logs} element={<CrmLogsPage />} />,
  <Route key="crm-deals" path={CRM_PATHS.deals} element={<CrmDealsPage />} />,
];
