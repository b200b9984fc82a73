import { Route } from 'react-router-dom';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const PreOrderPage = lazyPage(() => import('./PreOrderPage'), 'PreOrderPage');
const ProjectPage = lazyPage(() => import('./ProjectPage'), 'ProjectPage');
const TunedFileList = lazyPage(() => import('./TunedFileList'), 'TunedFileList');
const TunedVersionsPage = lazyPage(() => import('./TunedVersionsPage'), 'TunedVersionsPage');

/**
 * The files section's routes (spec section 2). Who opens each is the screen table's
 * (events/access/screens.ts): the layout's guard shows the not-allowed page to the other roles.
 */
export const filesSectionRoutes = (
  <>
    <Route path="/files" element={<TunedFileList />} />
    <Route path="/files/project/:id" element={<ProjectPage />} />
    <Route path="/files/tuned/:id" element={<TunedVersionsPage />} />
    <Route path="/files/pre-order" element={<PreOrderPage />} />
  </>
);
