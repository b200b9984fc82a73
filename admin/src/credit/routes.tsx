import { Route } from 'react-router-dom';
import { lazyPage } from '../shared/lazyPage';

// Each screen is loaded when first opened (docs/architecture.md "The admin's bundle").
const CreditDashboardPage = lazyPage(() => import('./dashboard/CreditDashboardPage'), 'CreditDashboardPage');
const CreditHistoryPage = lazyPage(() => import('./movements/CreditHistoryPage'), 'CreditHistoryPage');
const ReceivedPage = lazyPage(() => import('./movements/CreditHistoryPage'), 'ReceivedPage');
const SentPage = lazyPage(() => import('./movements/CreditHistoryPage'), 'SentPage');
const CreditPage = lazyPage(() => import('./transfer/CreditPage'), 'CreditPage');
const AdminHistoryPage = lazyPage(() => import('./adminHistory/AdminHistoryPage'), 'AdminHistoryPage');
const StatementPage = lazyPage(() => import('./statement/StatementPage'), 'StatementPage');
const VerifyLedgerPage = lazyPage(() => import('./verifyLedger/VerifyLedgerPage'), 'VerifyLedgerPage');
const ProfileAdminPage = lazyPage(() => import('./profileAdmin/ProfileAdminPage'), 'ProfileAdminPage');
const AccountImportPage = lazyPage(() => import('../accountImport/AccountImportPage'), 'AccountImportPage');
const InvoiceSettingsPage = lazyPage(() => import('../invoices/InvoiceSettingsPage'), 'InvoiceSettingsPage');
const InvoiceViewPage = lazyPage(() => import('../invoices/InvoiceViewPage'), 'InvoiceViewPage');
const CreditOrderAdminViewPage = lazyPage(() => import('../creditOrders/CreditOrderAdminViewPage'), 'CreditOrderAdminViewPage');
const CreditOrderDetailPage = lazyPage(() => import('../creditOrders/CreditOrderDetailPage'), 'CreditOrderDetailPage');
const CreditOrderHistoryPage = lazyPage(() => import('../creditOrders/CreditOrderHistoryPage'), 'CreditOrderHistoryPage');
const CreditPaymentsPage = lazyPage(() => import('../creditOrders/CreditPaymentsPage'), 'CreditPaymentsPage');
const OrderCreditPage = lazyPage(() => import('../creditOrders/buy/OrderCreditPage'), 'OrderCreditPage');
const CreditPricePage = lazyPage(() => import('../creditPrices/CreditPricePage'), 'CreditPricePage');

/**
 * The credit routes under /admin/ (spec section 2). Who opens each is the screen table's
 * (events/access/screens.ts): the layout's guard shows the not-allowed page to the other roles.
 */
export const creditRoutes = (
  <>
    <Route path="/credit-dashboard" element={<CreditDashboardPage />} />
    <Route path="/credit" element={<CreditPage />} />
    <Route path="/credit-history" element={<CreditHistoryPage />} />
    <Route path="/credit-dash-received" element={<ReceivedPage />} />
    <Route path="/credit-dash-sent" element={<SentPage />} />
    <Route path="/credit-statement" element={<StatementPage />} />
    <Route path="/credit-order-view-invoice/:id" element={<InvoiceViewPage />} />
    <Route path="/credit-order-detail/:id" element={<CreditOrderDetailPage />} />
    <Route path="/credit-order-admin-view/:id" element={<CreditOrderAdminViewPage />} />
    <Route path="/order-credit" element={<OrderCreditPage />} />
    <Route path="/credit-order-history" element={<CreditOrderHistoryPage />} />
    <Route path="/credit-price" element={<CreditPricePage />} />
    <Route path="/credit-admin-history" element={<AdminHistoryPage />} />
    <Route path="/credit-verify-ledger" element={<VerifyLedgerPage />} />
    <Route path="/profile-admin/:id" element={<ProfileAdminPage />} />
    <Route path="/credit-account-import" element={<AccountImportPage />} />
    <Route path="/credit-payments" element={<CreditPaymentsPage />} />
    <Route path="/invoice-numeration" element={<InvoiceSettingsPage />} />
  </>
);
