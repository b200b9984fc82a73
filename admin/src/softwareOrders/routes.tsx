import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { CheckoutPage } from './checkout/CheckoutPage';
import { OrderDetailPage } from './detail/OrderDetailPage';
import { DRAFT_KEYS } from './draft/draftStore';
import { SoftwareOrderList } from './list/SoftwareOrderList';
import { OfferDetailPage } from './offerDetail/OfferDetailPage';
import { OrderSoftwarePage } from './order/OrderSoftwarePage';
import { OrderSoftwareFilePage } from './stockFile/OrderSoftwareFilePage';
import { CHECKOUT_ROLES, DETAIL_ROLES, LIST_ROLES, ORDERING_ROLES } from './roles';
import { hasAnyRole } from '../roles/hasAnyRole';


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
