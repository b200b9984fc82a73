import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { FILES_ROLES, PRE_ORDER_ROLES, PROJECT_ROLES } from './roles';
import { hasAnyRole } from '../roles/hasAnyRole';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const PreOrderPage = lazyPage(() => import('./PreOrderPage'), 'PreOrderPage');
const ProjectPage = lazyPage(() => import('./ProjectPage'), 'ProjectPage');
const TunedFileList = lazyPage(() => import('./TunedFileList'), 'TunedFileList');

/** The files section's routes the user's roles may open (spec sections 2 and 6); the others fall to the catch-all. */
export const filesSectionRoutes = (roles: Role[]) => (
  <>
    {hasAnyRole(roles, FILES_ROLES) && <Route path="/files" element={<TunedFileList />} />}
    {hasAnyRole(roles, PROJECT_ROLES) && <Route path="/files/project/:id" element={<ProjectPage />} />}
    {hasAnyRole(roles, PRE_ORDER_ROLES) && <Route path="/files/pre-order" element={<PreOrderPage />} />}
  </>
);
