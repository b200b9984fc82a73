import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { PreOrderPage } from './PreOrderPage';
import { ProjectPage } from './ProjectPage';
import { FILES_ROLES, PRE_ORDER_ROLES, PROJECT_ROLES } from './roles';
import { TunedFileList } from './TunedFileList';
import { hasAnyRole } from '../roles/hasAnyRole';


/** The files section's routes the user's roles may open (spec sections 2 and 6); the others fall to the catch-all. */
export const filesSectionRoutes = (roles: Role[]) => (
  <>
    {hasAnyRole(roles, FILES_ROLES) && <Route path="/files" element={<TunedFileList />} />}
    {hasAnyRole(roles, PROJECT_ROLES) && <Route path="/files/project/:id" element={<ProjectPage />} />}
    {hasAnyRole(roles, PRE_ORDER_ROLES) && <Route path="/files/pre-order" element={<PreOrderPage />} />}
  </>
);
