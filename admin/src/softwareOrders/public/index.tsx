import { Route } from 'react-router-dom';
import { CertificatePage } from './CertificatePage';
import { OverviewPdfPage } from './OverviewPdfPage';
import { PutOrderPage } from './PutOrderPage';
import { SampleCertificatePage } from './SampleCertificatePage';
import { TrackingPage } from './TrackingPage';

/** The spec's public order routes (no layout, no sign-in); /put-order is a public page of its own (PutOrderPage). */
export const publicOrderRoutes = [
  <Route key="cert" path="/cert/:id/:print?" element={<CertificatePage />} />,
  <Route key="overview" path="/overview-pdf/:id/:rol" element={<OverviewPdfPage />} />,
  <Route key="detail" path="/detail-order/:number" element={<TrackingPage />} />,
  <Route key="dummy" path="/dummy/:id" element={<SampleCertificatePage />} />,
  <Route key="put-order" path="/put-order" element={<PutOrderPage />} />,
];
