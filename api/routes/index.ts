import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index.js';
import { healthRoutes } from './health/index.js';
import { liveRoutes } from './live/index.js';
import { mailRoutes } from './mail/index.js';
import { profileRoutes } from './user/profile.js';
import { twoFactorRoutes } from './user/two-factor.js';
import { usersRoutes } from './users/index.js';
import { geoRoutes, geoResourceRoutes } from './geo/index.js';
import { creditRoutes } from './credit/index.js';
import { creditOrderRoutes } from './credit-orders/index.js';
import { creditPriceRoutes } from './credit-prices/index.js';
import { paymentWebhookRoutes } from './payments/index.js';
import { invoiceRoutes, publicInvoiceRoutes } from './invoices/index.js';
import { accountImportRoutes } from './account-import/index.js';
import { vehicleRoutes } from './vehicles/index.js';
import { siteRoutes } from './site/index.js';
import { vinRoutes } from './vin/index.js';
import { vehiclesFileRoutes } from './vehicles-file/index.js';
import { pricePolicyRoutes } from './price-policy/index.js';
import { softwarePricingRoutes } from './software-pricing/index.js';
import { vehiclesPriceConfigRoutes } from './vehicles-price-config/index.js';
import { catalogueOptionRoutes } from './catalogue-options/index.js';
import { dsgOfferRoutes } from './dsg-offers/index.js';
import { comboRoutes } from './combos/index.js';
import { newProductRoutes } from './new-products/index.js';
import { vehiclePricingRoutes } from './vehicles-pricing/index.js';
import { counterRoutes } from './counters/index.js';

// Routes per feature, all under /api. Public ones first (the live socket authenticates with its first message); the rest sit behind `authenticate`,
// and each names its roles in `config.roles` (spec section 6).
const publicRoutes = [healthRoutes, authRoutes, geoRoutes, publicInvoiceRoutes, paymentWebhookRoutes, liveRoutes];
const protectedRoutes = [profileRoutes, twoFactorRoutes, usersRoutes, mailRoutes, geoResourceRoutes, creditRoutes, creditOrderRoutes, creditPriceRoutes, invoiceRoutes, accountImportRoutes, vehicleRoutes, vehiclePricingRoutes, vehiclesFileRoutes, vinRoutes, pricePolicyRoutes, softwarePricingRoutes, vehiclesPriceConfigRoutes, catalogueOptionRoutes, dsgOfferRoutes, comboRoutes, newProductRoutes, siteRoutes, counterRoutes];

export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of publicRoutes) await app.register(routes);
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    for (const routes of protectedRoutes) await scope.register(routes);
  });
};
