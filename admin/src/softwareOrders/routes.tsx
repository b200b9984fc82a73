import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { DRAFT_KEYS } from './draft/draftStore';
import { CHECKOUT_ROLES, DETAIL_ROLES, LIST_ROLES, ORDERING_ROLES } from './roles';
import { hasAnyRole } from '../roles/hasAnyRole';
import { lazyPage } from '../shared/lazyPage';

// Each screen is a chunk of its own, loaded when first opened (docs/architecture.md "The admin's bundle").
const CheckoutPage = lazyPage(() => import('./checkout/CheckoutPage'), 'CheckoutPage');
const OrderDetailPage = lazyPage(() => import('./detail/OrderDetailPage'), 'OrderDetailPage');
const SoftwareOrderList = lazyPage(() => import('./list/SoftwareOrderList'), 'SoftwareOrderList');
const OfferDetailPage = lazyPage(() => import('./offerDetail/OfferDetailPage'), 'OfferDetailPage');
const OrderSoftwarePage = lazyPage(() => import('./order/OrderSoftwarePage'), 'OrderSoftwarePage');
const OrderSoftwareFilePage = lazyPage(() => import('./stockFile/OrderSoftwareFilePage'), 'OrderSoftwareFilePage');

/** The software order routes of spec section 2 that the user's roles may open (section 6); the others fall to the catch-all. */
export const softwareOrderRoutes = (roles: Role[]) => (
  <>
    {hasAnyRole(roles, ORDERING_ROLES) && <Route path="/order-software" element={<OrderSoftwarePage />} />}
    {hasAnyRole(roles, ORDERING_ROLES) && <Route path="/order-software-file" element={<OrderSoftwareFilePage />} />}
    {hasAnyRole(roles, ORDERING_ROLES) && <Route path="/order-software-detail/:type/:id" element={<OfferDetailPage />} />}
    {hasAnyRole(roles, CHECKOUT_ROLES) && (
      <>
        <Route path="/checkout" element={<CheckoutPage />} />
        {/* The order from a stock file (order-software-file) keeps its own draft. */}
        <Route path="/checkout-file" element={<CheckoutPage draftKey={DRAFT_KEYS.file} orderPath="/order-software-file" />} />
      </>
    )}
    {hasAnyRole(roles, LIST_ROLES) && <Route path="/software-orders" element={<SoftwareOrderList />} />}
    {hasAnyRole(roles, DETAIL_ROLES) && <Route path="/order-detail/:id" element={<OrderDetailPage />} />}
  </>
);
