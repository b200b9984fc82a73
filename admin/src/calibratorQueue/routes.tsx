import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const CalibratorQueuePage = lazyPage(() => import('./CalibratorQueuePage'), 'CalibratorQueuePage');

/** The files section (spec section 6: Admin, Calibrator). */
export const QUEUE_ROLES: readonly Role[] = ['Admin', 'Calibrator'];

export const calibratorQueueRoutes = (roles: Role[]) =>
  roles.some((role) => QUEUE_ROLES.includes(role)) ? <Route path="/files/orders" element={<CalibratorQueuePage />} /> : null;
