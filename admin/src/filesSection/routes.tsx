import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { PreOrderPage } from './PreOrderPage';
import { ProjectPage } from './ProjectPage';
import { FILES_ROLES, PRE_ORDER_ROLES, PROJECT_ROLES } from './roles';
import { TunedFileList } from './TunedFileList';

const hasAny = (roles: Role[], allowed: readonly Role[]) => roles.some((role) => allowed.includes(role));

/** The files section's routes the user's roles may open (spec sections 2 and 6); the others fall to the catch-all. */
export const filesSectionRoutes = (roles: Role[]) => (
  <>
    {hasAny(roles, FILES_ROLES) && <Route path="/files" element={<TunedFileList />} />}
    {hasAny(roles, PROJECT_ROLES) && <Route path="/files/project/:id" element={<ProjectPage />} />}
    {hasAny(roles, PRE_ORDER_ROLES) && <Route path="/files/pre-order" element={<PreOrderPage />} />}
  </>
);
