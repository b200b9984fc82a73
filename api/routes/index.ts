import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index.js';
import { healthRoutes } from './health/index.js';
import { liveRoutes } from './live/index.js';
import { mailRoutes } from './mail/index.js';
import { profileRoutes } from './user/profile.js';
import { signoutRoutes } from './auth/sessions.js';
import { twoFactorRoutes } from './user/two-factor.js';
import { usersRoutes } from './users/index.js';
import { geoRoutes, geoResourceRoutes } from './geo/index.js';
import { creditRoutes } from './credit/index.js';
import { creditOrderRoutes } from './creditOrders/index.js';
import { creditPriceRoutes } from './creditPrices/index.js';
import { paymentWebhookRoutes } from './payments/index.js';
import { invoiceRoutes, publicInvoiceRoutes } from './invoices/index.js';
import { accountImportRoutes } from './accountImport/index.js';
import { vehicleRoutes } from './vehicles/index.js';
import { siteRoutes } from './vehicleSearch/index.js';
import { vinRoutes } from './vin/index.js';
import { vehiclesFileRoutes } from './catalogueSheets/index.js';
import { pricePolicyRoutes } from './pricePolicy/index.js';
import { softwarePricingRoutes } from './softwarePricing/index.js';
import { vehiclesPriceConfigRoutes } from './vehiclesPriceConfig/index.js';
import { catalogueOptionRoutes } from './catalogueOptions/index.js';
import { dsgOfferRoutes } from './dsgOffers/index.js';
import { comboRoutes } from './combos/index.js';
import { newProductRoutes } from './newProducts/index.js';
import { vehiclePricingRoutes } from './vehiclesPricing/index.js';
import { counterRoutes } from './counters/index.js';
import { softwareOrderRoutes } from './softwareOrders/index.js';
import { fileRoutes } from './files/index.js';
import { couponRoutes } from './coupons/index.js';
import { previousOrderRoutes } from './previousOrders/index.js';
import { orderSectionRoutes } from './orderSection/index.js';
import { publicSoftwareOrderRoutes } from './softwareOrders/public.js';
import { encryptionAgentRoutes } from './encryption/agent.js';
import { encryptionRoutes } from './encryption/index.js';
import { orderChatRoutes } from './orderChat/index.js';
import { notificationsRoutes } from './notifications/index.js';
import { filesSectionRoutes } from './filesSection/index.js';
import { supportHoursRoutes } from './supportHours/index.js';
import { ticketRoutes } from './tickets/index.js';
import { reportRoutes } from './reports/index.js';
import { dashboardRoutes } from './dashboard/index.js';
import { subUserRoutes } from './subUsers/index.js';
import { networkRoutes } from './networks/index.js';
import { companyRoutes } from './company/index.js';
import { newsRoutes } from './news/index.js';
import { faqRoutes, publicFaqRoutes } from './faq/index.js';
import { contentPageRoutes, publicContentPageRoutes } from './contentPages/index.js';
import { crmRoutes } from './crm/index.js';
import { downloadRoutes } from './downloads/index.js';
import { feedbackRoutes } from './feedback/index.js';
import { contactRoutes, publicContactRoutes } from './contact/index.js';
import { searchRoutes } from './search/index.js';
import { systemRoutes } from './system/index.js';
import { signedInRoute } from '../http/openapi/operations.js';

// Routes per feature, all under /api. Public ones first (the live socket authenticates with its first message); the rest sit behind `authenticate`,
// and each names its roles in `config.roles` (spec section 6).
const publicRoutes = [
  healthRoutes, authRoutes, geoRoutes, publicInvoiceRoutes, paymentWebhookRoutes, liveRoutes, publicSoftwareOrderRoutes, encryptionAgentRoutes,
  publicFaqRoutes,
  publicContentPageRoutes,
  publicContactRoutes,
];
// One per line, so features added side by side merge cleanly.
const protectedRoutes = [
  signoutRoutes,
  profileRoutes,
  twoFactorRoutes,
  usersRoutes,
  mailRoutes,
  geoResourceRoutes,
  creditRoutes,
  creditOrderRoutes,
  creditPriceRoutes,
  invoiceRoutes,
  accountImportRoutes,
  vehicleRoutes,
  vehiclePricingRoutes,
  vehiclesFileRoutes,
  vinRoutes,
  pricePolicyRoutes,
  softwarePricingRoutes,
  vehiclesPriceConfigRoutes,
  catalogueOptionRoutes,
  dsgOfferRoutes,
  comboRoutes,
  newProductRoutes,
  siteRoutes,
  counterRoutes,
  fileRoutes,
  softwareOrderRoutes,
  couponRoutes,
  previousOrderRoutes,
  orderSectionRoutes,
  encryptionRoutes,
  orderChatRoutes,
  notificationsRoutes,
  filesSectionRoutes,
  supportHoursRoutes,
  ticketRoutes,
  reportRoutes,
  dashboardRoutes,
  subUserRoutes,
  networkRoutes,
  companyRoutes,
  newsRoutes,
  faqRoutes,
  contentPageRoutes,
  crmRoutes,
  downloadRoutes,
  feedbackRoutes,
  contactRoutes,
  searchRoutes,
  systemRoutes,
];

export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of publicRoutes) await app.register(routes);
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    // The OpenAPI document names the bearer token on exactly these routes (and the 401/403 they can answer).
    scope.addHook('onRoute', signedInRoute);
    for (const routes of protectedRoutes) await scope.register(routes);
  });
};
