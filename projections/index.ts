import type { Projection } from './runner/projection.js';
import { creditOrdersProjection } from './creditOrders/projection.js';
import { invoicesProjection } from './invoices/projection.js';
import { ledgerProjection } from './credit/projection.js';
import { softwareOrdersProjection } from './softwareOrders/projection.js';
import { userActivityProjection } from './userActivity/projection.js';
import { couponsProjection } from './coupons/projection.js';
import { encryptionJobsProjection } from './encryption/projection.js';
import { orderChatProjection } from './orderChat/projection.js';
import { stockTunesProjection } from './stockTunes/projection.js';
import { preOrdersProjection } from './preOrders/projection.js';
import { menuCountersProjection } from './menuCounters/projection.js';
import { notificationsProjection } from './notifications/projection.js';
import { ticketsProjection } from './tickets/projection.js';
import { reportsProjection } from './reports/projection.js';
import { subUsersProjection } from './subUsers/projection.js';
import { newsProjection } from './news/projection.js';
import { faqProjection } from './faq/projection.js';
import { contentPagesProjection } from './contentPages/projection.js';
import { crmProjection } from './crm/projection.js';
import { downloadsProjection } from './downloads/projection.js';
import { feedbackProjection } from './feedback/projection.js';
import { contactProjection } from './contact/projection.js';

/** Every projection the runner folds; `npm run rebuild <name>` picks from this list. */
export const projections: Projection[] = [
  userActivityProjection,
  ledgerProjection,
  invoicesProjection,
  creditOrdersProjection,
  softwareOrdersProjection,
  couponsProjection,
  encryptionJobsProjection,
  orderChatProjection,
  stockTunesProjection,
  preOrdersProjection,
  menuCountersProjection,
  notificationsProjection,
  ticketsProjection,
  reportsProjection,
  subUsersProjection,
  newsProjection,
  faqProjection,
  contentPagesProjection,
  crmProjection,
  downloadsProjection,
  feedbackProjection,
  contactProjection,
];
