import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { Role } from './constants';
import { CloseSessionsPage } from './closeSessions';
import { countries } from './countries';
import { creditRoutes } from './credit';
import { currencies } from './currencies';
import { Dashboard } from './dashboard';
import { PublicInvoicePage } from './invoices';
import { usePortalI18nProvider } from './i18n/i18nProvider';
import { PrivacyPolicyPage, TermsPage } from './legal';
import { CatchAll, PortalLayout } from './layout';
import { adminPath } from './layout/AdminLink';
import { LoginPage } from './login';
import { mail } from './mail';
import { ForgotPasswordPage, ResetPasswordPage } from './passwordReset';
import { ProfilePage } from './profile';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { RegisterPage } from './register';
import { ComingSoonPage, ErrorPage, NotAllowedPage } from './status';
import { TwoFactorPage } from './twoFactor';
import { users } from './users';
import { vehicles } from './vehicles';
import { pricePolicy } from './pricePolicy';
import { softwarePricing } from './softwarePricing';
import { vehiclesPriceConfig } from './vehiclesPriceConfig';
import { vehiclesPricing } from './vehiclesPricing';
import { VehicleSearchPage } from './vehicleSearch';
import { vinLogger, VinLogShow } from './vinLogger';
import { vinSearchRules } from './vinSearchRules';
import { ValidateEmailPage } from './validateEmail';
import { ImportDatabasePage, VehicleDatabasePage } from './catalogueSheets';
import { optionResources } from './catalogueOptions';
import { dsgOffers } from './dsgOffers';
import { CombosPage } from './combos';
import { newProducts } from './newProducts';
import { couponResource } from './coupons';
import { ClosedDatesPage } from './supportHours';
import { previousOrders, PreviousOrdersImportPage } from './previousOrders';
import { publicOrderRoutes } from './softwareOrders/public';
import { softwareOrderRoutes } from './softwareOrders';
import { calibratorQueueRoutes } from './calibratorQueue';
import { filesSectionRoutes } from './filesSection';
import { OldNotificationsPage } from './notifications';
import { ticketResources } from './tickets';
import { reportRoutes } from './reports';
import { subUserRoutes } from './subUsers';
import { companyRoutes } from './company';
import { networkRoutes } from './networks';
import { newsResource } from './news';
import { FaqPage, faqResource } from './faq';
import { contentPageResource, SitePage } from './contentPages';
import { crmRoutes } from './crm';
import { downloadRoutes } from './downloads';
import { feedbackRoutes } from './feedback';
import { contactRoutes, publicContactRoutes } from './contact';
import { systemRoutes } from './system';
import { darkTheme, lightTheme, portalStore } from './theme';

// react-admin keeps its UI state in memory: local storage holds only user, token, language and the chosen theme.
const store = portalStore();

export const App = () => {
  const i18nProvider = usePortalI18nProvider();
  if (!i18nProvider) return null;

  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              title="portal.app.title"
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              store={store}
              lightTheme={lightTheme}
              darkTheme={darkTheme}
              layout={PortalLayout}
              loginPage={LoginPage}
              dashboard={Dashboard}
              catchAll={CatchAll}
              accessDenied={NotAllowedPage}
              requireAuth
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route path="/two-factor" element={<TwoFactorPage />} />
                <Route path="/register" element={<RegisterPage />} />
                <Route path="/forgot-password" element={<ForgotPasswordPage />} />
                <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
                <Route path="/terms" element={<TermsPage />} />
                <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
                <Route path="/validate-email" element={<ValidateEmailPage />} />
                <Route path="/coming-soon" element={<ComingSoonPage />} />
                <Route path="/error" element={<ErrorPage />} />
                <Route path="/close-sessions/:token" element={<CloseSessionsPage />} />
                <Route path="/invoice/:id" element={<PublicInvoicePage />} />
                <Route path="/faq" element={<FaqPage />} />
                <Route path="/site/:slug?" element={<SitePage />} />
                {publicOrderRoutes}
                {publicContactRoutes}
              </CustomRoutes>
              {/* Every screen of the layout is registered for everyone: who opens it is the screen table's
                  (events/access/screens.ts), which the layout's guard reads to show the not-allowed page. */}
              <CustomRoutes>
                <Route path="/dashboard" element={<Dashboard />} />
                <Route path="/profile" element={<ProfilePage />} />
                <Route path="/vehicle-search" element={<VehicleSearchPage />} />
                <Route path="/notifications-old" element={<OldNotificationsPage />} />
                <Route path="/user" element={<Navigate to={adminPath('/users')} replace />} />
                <Route path="/create-vehicle" element={<Navigate to={adminPath('/vehicles/create')} replace />} />
                <Route path="/database" element={<VehicleDatabasePage />} />
                <Route path="/import-database" element={<ImportDatabasePage />} />
                <Route path="/vehicles-file-management" element={<Navigate to={adminPath('/database')} replace />} />
                <Route path="/vin-logger-view/:id" element={<VinLogShow />} />
                <Route path="/vehicles-combos" element={<CombosPage />} />
                <Route path="/previous-orders/import" element={<PreviousOrdersImportPage />} />
                <Route path="/support-calendar" element={<ClosedDatesPage />} />
                {creditRoutes}
                {softwareOrderRoutes}
                {calibratorQueueRoutes}
                {filesSectionRoutes}
                {reportRoutes}
                {subUserRoutes}
                {companyRoutes}
                {networkRoutes}
                {crmRoutes}
                {downloadRoutes}
                {feedbackRoutes}
                {contactRoutes}
                {systemRoutes}
              </CustomRoutes>
              {(permissions: Role[]) => (
                <>
                  {permissions.includes('Admin') ? (
                    <>
                      <Resource name="users" {...users} />
                      <Resource name="countries" {...countries} />
                      <Resource name="currencies" {...currencies} />
                      <Resource name="mail" {...mail} />
                      <Resource name="vehicles" {...vehicles} />
                      <Resource name="price-policy" {...pricePolicy} />
                      <Resource name="software-pricing" {...softwarePricing} />
                      <Resource name="vehicles-price-config" {...vehiclesPriceConfig} />
                      <Resource name="vin-logger" {...vinLogger} />
                      <Resource name="vin-search-rules" {...vinSearchRules} />
                      <Resource name="vehicles-pricing" {...vehiclesPricing} />
                      {optionResources.map((resource) => <Resource key={resource.name} {...resource} />)}
                      <Resource name="vehicles-dsg" {...dsgOffers} />
                      <Resource name="newproducts" {...newProducts} />
                      <Resource name="previous-orders" {...previousOrders} />
                    </>
                  ) : null}
                  {couponResource(permissions)}
                  {ticketResources(permissions)}
                  {newsResource(permissions)}
                  {faqResource(permissions)}
                  {contentPageResource(permissions)}
                </>
              )}
            </Admin>
          }
        />
        <Route path="*" element={<Navigate to="/admin/login" replace />} />
      </Routes>
    </BrowserRouter>
  );
};
