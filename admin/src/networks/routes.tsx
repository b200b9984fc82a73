import { Route } from 'react-router-dom';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const DealerNetworkPage = lazyPage(() => import('./DealerNetworkPage'), 'DealerNetworkPage');
const RegistrationsPage = lazyPage(() => import('./RegistrationsPage'), 'RegistrationsPage');

/** Registrations for a dealer or an Admin; the distributors' networks for an Admin (events/access/screens.ts; the server checks again). */
export const networkRoutes = [
  <Route key="registrations" path="/registrations" element={<RegistrationsPage />} />,
  <Route key="dealer-network" path="/dealer-network" element={<DealerNetworkPage />} />,
];
