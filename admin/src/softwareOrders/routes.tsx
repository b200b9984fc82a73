import { Route } from 'react-router-dom';
import { DRAFT_KEYS } from './draft/draftStore';
import { lazyPage } from '../shared/lazyPage';

// Each screen is a chunk of its own, loaded when first opened (docs/architecture.md "The admin's bundle").
const CheckoutPage = lazyPage(() => import('./checkout/CheckoutPage'), 'CheckoutPage');
const OrderDetailRoute = lazyPage(() => import('./OrderDetailRoute'), 'OrderDetailRoute');
const SoftwareOrderList = lazyPage(() => import('./list/SoftwareOrderList'), 'SoftwareOrderList');
const OfferDetailPage = lazyPage(() => import('./offerDetail/OfferDetailPage'), 'OfferDetailPage');
const OrderSoftwarePage = lazyPage(() => import('./order/OrderSoftwarePage'), 'OrderSoftwarePage');
const OrderSoftwareFilePage = lazyPage(() => import('./stockFile/OrderSoftwareFilePage'), 'OrderSoftwareFilePage');

/**
 * The software order routes of spec section 2. Who opens each is the screen table's
 * (events/access/screens.ts): the layout's guard shows the not-allowed page to the other roles.
 */
export const softwareOrderRoutes = (
  <>
    <Route path="/order-software" element={<OrderSoftwarePage />} />
    <Route path="/order-software-file" element={<OrderSoftwareFilePage />} />
    <Route path="/order-software-detail/:type/:id" element={<OfferDetailPage />} />
    <Route path="/checkout" element={<CheckoutPage />} />
    {/* The order from a stock file (order-software-file) keeps its own draft. */}
    <Route path="/checkout-file" element={<CheckoutPage draftKey={DRAFT_KEYS.file} orderPath="/order-software-file" />} />
    <Route path="/software-orders" element={<SoftwareOrderList />} />
    <Route path="/order-detail/:id" element={<OrderDetailRoute />} />
  </>
);
