import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const DealerNetworkPage = lazyPage(() => import('./DealerNetworkPage'), 'DealerNetworkPage');
const RegistrationsPage = lazyPage(() => import('./RegistrationsPage'), 'RegistrationsPage');

/** Registrations for a dealer or an Admin; the distributors' networks for an Admin (the server checks again). */
export const networkRoutes = (roles: Role[]) => [
  ...(roles.includes('Admin') || roles.includes('Dealer') ? [<Route key="registrations" path="/registrations" element={<RegistrationsPage />} />] : []),
  ...(roles.includes('Admin') ? [<Route key="dealer-network" path="/dealer-network" element={<DealerNetworkPage />} />] : []),
];
