import { Route } from 'react-router-dom';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const CalibratorQueuePage = lazyPage(() => import('./CalibratorQueuePage'), 'CalibratorQueuePage');

/** files/orders, the calibrators' queue; who opens it is the screen table's (events/access/screens.ts). */
export const calibratorQueueRoutes = <Route path="/files/orders" element={<CalibratorQueuePage />} />;
