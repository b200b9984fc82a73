import { Route } from 'react-router-dom';
import type { Role } from '../constants';
import { CreditDashboardPage } from './dashboard';
import { CreditHistoryPage, ReceivedPage, SentPage } from './movements';
import { CreditPage } from './transfer';
import { AdminHistoryPage } from './adminHistory';
import { StatementPage } from './statement';
import { VerifyLedgerPage } from './verifyLedger';
import { ProfileAdminPage } from './profileAdmin';
import { AccountImportPage } from '../accountImport';
import { InvoiceSettingsPage, InvoiceViewPage } from '../invoices';
import { CreditOrderAdminViewPage, CreditOrderDetailPage, CreditOrderHistoryPage, CreditPaymentsPage, OrderCreditPage } from '../creditOrders';
import { CreditPricePage } from '../creditPrices';
import { BUYER_ROLES, DASHBOARD_ROLES, MOVEMENT_ROLES, PRICE_TABLE_ROLES } from './constants';
import { hasAnyRole } from '../roles/hasAnyRole';

/**
 * The credit routes under /admin/ (spec section 2) that the user's roles may open (section 6); the
 * others fall through to the catch-all, which sends the user to /login.
 */
export const creditRoutes = (roles: Role[]) => {
  const isAdmin = roles.includes('Admin');
  return (
    <>
      {hasAnyRole(roles, DASHBOARD_ROLES) && <Route path="/credit-dashboard" element={<CreditDashboardPage />} />}
      {hasAnyRole(roles, MOVEMENT_ROLES) && (
        <>
          <Route path="/credit" element={<CreditPage />} />
          <Route path="/credit-history" element={<CreditHistoryPage />} />
          <Route path="/credit-dash-received" element={<ReceivedPage />} />
          <Route path="/credit-dash-sent" element={<SentPage />} />
          <Route path="/credit-statement" element={<StatementPage />} />
          <Route path="/credit-order-view-invoice/:id" element={<InvoiceViewPage />} />
          <Route path="/credit-order-detail/:id" element={<CreditOrderDetailPage />} />
          <Route path="/credit-order-admin-view/:id" element={<CreditOrderAdminViewPage />} />
        </>
      )}
      {hasAnyRole(roles, BUYER_ROLES) && (
        <>
          <Route path="/order-credit" element={<OrderCreditPage />} />
          <Route path="/credit-order-history" element={<CreditOrderHistoryPage />} />
        </>
      )}
      {hasAnyRole(roles, PRICE_TABLE_ROLES) && <Route path="/credit-price" element={<CreditPricePage />} />}
      {isAdmin && (
        <>
          <Route path="/credit-admin-history" element={<AdminHistoryPage />} />
          <Route path="/credit-verify-ledger" element={<VerifyLedgerPage />} />
          <Route path="/profile-admin/:id" element={<ProfileAdminPage />} />
          <Route path="/credit-account-import" element={<AccountImportPage />} />
          <Route path="/credit-payments" element={<CreditPaymentsPage />} />
          <Route path="/invoice-numeration" element={<InvoiceSettingsPage />} />
        </>
      )}
    </>
  );
};
