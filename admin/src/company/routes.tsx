import { Route } from 'react-router-dom';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const CompanyPage = lazyPage(() => import('./CompanyPage'), 'CompanyPage');
const CompanyRequestsPage = lazyPage(() => import('./CompanyRequestsPage'), 'CompanyRequestsPage');
const RequiredInformationPage = lazyPage(() => import('./RequiredInformationPage'), 'RequiredInformationPage');

/** information/{company} and required-information for everyone signed in; the change requests for an Admin (events/access/screens.ts). */
export const companyRoutes = [
  <Route key="information" path="/information/:company" element={<CompanyPage />} />,
  <Route key="required" path="/required-information" element={<RequiredInformationPage />} />,
  <Route key="requests" path="/company-requests" element={<CompanyRequestsPage />} />,
];
