import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { CompanyPage } from './CompanyPage';
import { CompanyRequestsPage } from './CompanyRequestsPage';
import { RequiredInformationPage } from './RequiredInformationPage';

/** information/{company} and required-information for everyone signed in; the change requests for an Admin. */
export const companyRoutes = (roles: Role[]) => [
  <Route key="information" path="/information/:company" element={<CompanyPage />} />,
  <Route key="required" path="/required-information" element={<RequiredInformationPage />} />,
  ...(roles.includes('Admin') ? [<Route key="requests" path="/company-requests" element={<CompanyRequestsPage />} />] : []),
];
