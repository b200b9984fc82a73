import { Navigate, Route } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { CertificatePage } from './CertificatePage';
import { OverviewPdfPage } from './OverviewPdfPage';
import { SampleCertificatePage } from './SampleCertificatePage';
import { TrackingPage } from './TrackingPage';

/**
 * The spec's public order routes (no layout, no sign-in). /put-order, our reading: there is no
 * public order intake (ordering needs a signed-in dealer and credits), so it leads to the order
 * screen, which asks a visitor to sign in first.
 */
export const publicOrderRoutes = [
  <Route key="cert" path="/cert/:id/:print?" element={<CertificatePage />} />,
  <Route key="overview" path="/overview-pdf/:id/:rol" element={<OverviewPdfPage />} />,
  <Route key="detail" path="/detail-order/:number" element={<TrackingPage />} />,
  <Route key="dummy" path="/dummy/:id" element={<SampleCertificatePage />} />,
  <Route key="put-order" path="/put-order" element={<Navigate to={adminPath('/order-software')} replace />} />,
];
