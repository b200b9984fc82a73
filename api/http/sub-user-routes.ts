import { isAllowed, type PermissionTree } from '../../events/subUsers/permissions.js';

// Issue 13: what a sub-user may call, one row per API route (method and path as Fastify registers
// them, without /api). A permission path is read in the sub-user's tree (events/subUsers); the
// parent's roles are checked as well, so a path only ever narrows what the parent may do.
// tests/subUsers/route-table.int.spec.ts fails for a route missing here, and the server refuses
// a sub-user on a route it cannot find (deny by default).

/** No sign-in at all: a sub-user meets these like anyone. */
export const PUBLIC = 'public';
/** Every sub-user: who am I, reference lists the screens need. */
export const ANY_SUB_USER = 'any-sub-user';
/** No sub-user: the parent's bells, the house's configuration and catalogue. */
export const NEVER = 'never';
export type SubUserRule = typeof PUBLIC | typeof ANY_SUB_USER | typeof NEVER | (string & {});

const rows = (rule: SubUserRule, ...routes: string[]) => routes.map((route) => [route, rule] as const);

export const SUB_USER_ROUTES: Readonly<Record<string, SubUserRule>> = Object.fromEntries([
  ...rows(PUBLIC,
    'POST /signin', 'POST /signup', 'GET /auth/dealers', 'POST /auth/resend-verification', 'POST /auth/validate-email',
    'POST /auth/recovery-password', 'POST /auth/reset-password', 'POST /close-sessions/:token', 'GET /health', 'GET /ws', 'GET /encryption/agent',
    'GET /geo/countries', 'GET /geo/currencies', 'GET /geo/currency-country/:code', 'GET /geo/currency/:locale', 'POST /payments/stripe/webhook',
    'GET /public/invoice/:id/pdf', 'GET /public/cert/:publicId', 'GET /public/cert/:publicId/pdf', 'GET /public/dummy/:vehicleId/pdf',
    'GET /public/orders/:number', 'GET /public/overview/:publicId/:rol/pdf', 'GET /public/faq', 'GET /public/pages', 'GET /public/pages/:slug'),
  ...rows(ANY_SUB_USER,
    'POST /signout', 'GET /user/view', 'GET /user/is-file-server-enabled', 'GET /countries', 'GET /countries/:id', 'GET /currencies', 'GET /currencies/:id',
    'GET /support/status', 'GET /calendars/support-get-day-close', 'GET /support-category', 'GET /support-category/:id', 'GET /support-status',
    'GET /support-status/:id', 'GET /user/find-order-software-section', 'GET /company', 'GET /company/terms',
    // Its own login's credentials, never the parent's (api/routes/user: the acting sub-user's row).
    'PUT /user/password', 'POST /user/validate-password', 'POST /user/two-factor/setup', 'POST /user/two-factor/enable', 'POST /user/two-factor/disable'),
  ...rows(NEVER,
    // The second sign-in step takes a two-factor token, never a session: it signs the sub-user itself in (no parent to act for yet).
    'POST /auth/two-factor',
    'GET /notifications', 'GET /notifications/index', 'GET /notifications/old', 'GET /notifications/prefs', 'PUT /notifications/prefs', 'GET /notifications/view/:ids', 'POST /notifications/view', 'POST /notifications/clear',
    'GET /mail', 'GET /mail/:id', 'GET /encryption/jobs', 'PUT /countries/:id', 'PUT /currencies/:id',
    'POST /support-category', 'PUT /support-category/:id', 'POST /support-status', 'PUT /support-status/:id',
    'GET /vehicles', 'GET /vehicles/:id', 'POST /vehicles', 'PUT /vehicles/:id', 'DELETE /vehicles/:id',
    'GET /vehicles-file', 'GET /vehicles-file/:id', 'POST /vehicles-file', 'GET /vehicles/download-excel', 'GET /vehicles/export-data',
    'GET /vehicles-dsg', 'GET /vehicles-dsg/:id', 'POST /vehicles-dsg', 'PUT /vehicles-dsg/:id', 'DELETE /vehicles-dsg/:id',
    'GET /vehicles-prices', 'GET /vehicles-prices/:id', 'PUT /vehicles-prices/:id',
    'GET /vehicles-price-config', 'GET /vehicles-price-config/:id', 'POST /vehicles-price-config', 'PUT /vehicles-price-config/:id', 'DELETE /vehicles-price-config/:id',
    'GET /price-policy', 'GET /price-policy/:id', 'POST /price-policy', 'PUT /price-policy/:id', 'DELETE /price-policy/:id',
    'GET /software-pricing', 'GET /software-pricing/:id', 'PUT /software-pricing', 'PUT /software-pricing/:id',
    'GET /vin-logger', 'GET /vin-logger/:id', 'GET /vin-search-rules', 'GET /vin-search-rules/:id', 'POST /vin-search-rules', 'PUT /vin-search-rules/:id', 'DELETE /vin-search-rules/:id',
    'GET /combos/index', 'POST /combos/update', 'POST /previous-orders/import',
    ...['/vehicles-options', '/vehicles-secondary-options', '/dsg-options', '/dsg-options-two'].flatMap((base) =>
      [`GET ${base}`, `POST ${base}`, `GET ${base}/:id`, `PUT ${base}/:id`, `DELETE ${base}/:id`]),
    'GET /calendars/support-day-close', 'POST /calendars/support-day-close', 'GET /calendars/support-day-close/:id', 'DELETE /calendars/support-day-close/:id',
    // Issue 14: what the house writes (news, FAQ, content pages) is the Admin's own, never a sub-user's.
    'POST /news', 'PUT /news/:id', 'DELETE /news/:id', 'GET /faq', 'GET /faq/:id', 'POST /faq', 'PUT /faq/:id', 'DELETE /faq/:id',
    'GET /content-pages', 'GET /content-pages/:slug', 'PUT /content-pages/:slug'),
  ...rows('profile', 'GET /user/activity', 'PUT /user/language', 'PUT /company', 'POST /user/upload-terms'),
  ...rows('dashboard',
    'POST /user/get-counter-menu', 'GET /dashboard/admin', 'GET /credit/dashboard', 'GET /reports/credit', 'GET /reports/credit-predicted',
    'GET /reports/credit-revenue-summary', 'GET /reports/software-orders', 'GET /reports/software-pending-summary', 'GET /reports/software-tune-analytics'),
  ...rows('user_management', 'GET /user-sub-permissions', 'GET /user-sub-permissions/view/:id', 'GET /find-accounts/:id'),
  ...rows('user_management.dealer_management', 'GET /user-network', 'GET /users', 'GET /users/:id', 'POST /user/add-dealer', 'POST /user/remove-dealer',
    'GET /networks/registrations', 'GET /networks/registrations/count', 'POST /networks/registrations/:id/accept', 'POST /networks/registrations/:id/refuse'),
  ...rows('user_management.view_detail', 'GET /user/detail/:id'),
  ...rows('user_management.account_management', 'POST /users', 'PUT /users/:id', 'PUT /user/update-rol', 'POST /user/assign-order-software-section',
    'GET /company/requests', 'POST /company/request-update-accept', 'POST /company/request-update-refuse'),
  ...rows('user_management.create_role', 'POST /user-sub-permissions/create'),
  ...rows('user_management.update_role', 'POST /user-sub-permissions/update'),
  ...rows('user_management.delete_role', 'POST /user-sub-permissions/delete'),
  ...rows('user_management.create_user', 'POST /user-sub-permissions/create-user'),
  ...rows('user_management.delete_user', 'POST /user-sub-permissions/delete-account'),
  ...rows('user_management.update_password', 'POST /user-sub-permissions/update-password'),
  ...rows('order_software',
    'GET /common/price-policy', 'POST /site', 'GET /site/:id', 'POST /site/brands', 'POST /site/filter-model', 'POST /site/filter-generation', 'POST /site/filter-engine',
    'GET /combos/get-combo/:id/:alpha2', 'GET /vehicles-dsg/tcu/:family', 'POST /files/find-files/:unit', 'POST /vehicles/search-vin', 'POST /coupon/validate',
    'POST /order-software/find-history-vin', 'POST /order-software/find-history-to-upgrade', 'POST /order-software/find-order-completed-vin'),
  ...rows('order_software.create_order', 'POST /order-software/quote', 'POST /order-software/create'),
  ...rows('order_parts', 'GET /newproducts', 'GET /newproducts/:id', 'POST /newproducts', 'PUT /newproducts/:id', 'DELETE /newproducts/:id'),
  ...rows('track_order',
    'GET /order-software/index', 'GET /order-software/view/:id', 'GET /order-software/tracking/:number', 'POST /order-software/update-status', 'POST /order-software/update-only-status',
    'POST /order-software/update-price', 'POST /order-software/assign', 'POST /order-software/deliver', 'POST /order-software/resubmit',
    'POST /warrants/create', 'POST /warrants/refund', 'POST /warrants/update-status', 'GET /order-chat/:orderId', 'POST /order-chat/:orderId',
    'POST /order-chat/:orderId/read', 'GET /order-chat/:orderId/attachments/:sha256', 'GET /previous-orders', 'GET /previous-orders/:id'),
  ...rows('downloads', 'GET /files', 'GET /files/makes', 'GET /files/orders', 'GET /files/project/:id', 'GET /files/pre-order', 'GET /files/pre-order/:id',
    'POST /files/pre-order', 'POST /files/pre-order/:id/answer'),
  ...rows('downloads.download_files', 'GET /order-software/files/:id/:sha256', 'GET /files/download/:id/:sha256', 'GET /files/stock/:id/:sha256', 'GET /files/pre-order/:id/file',
    'GET /files/reads/:id', 'GET /files/tuned/:id'),
  ...rows('downloads.upload_files', 'POST /files/upload'),
  ...rows('credits',
    'GET /credit/movements', 'GET /credit/admin-history', 'GET /credit/admin-history/export', 'GET /credit/balance-at', 'GET /credit/statement', 'GET /credit/statement/pdf', 'GET /credit/statement/xlsx',
    'GET /credit/verify-ledger', 'GET /credit-order/index', 'GET /credit-order/index-distributor', 'GET /credit-order/view/:id', 'GET /credit-payments',
    'GET /credit-order/payment-draft', 'GET /credit-price-config/price', 'GET /invoices', 'GET /invoices/:id', 'GET /invoices/:id/pdf',
    'POST /credit-order/resend-invoice/:id', 'POST /invoice-numeration/can-buy-sale', 'GET /invoice-numeration/payment-details'),
  ...rows('credits.transfer_credits', 'POST /credit/transfer'),
  ...rows('credits.deduct_credits', 'POST /credit/deduced'),
  ...rows('credits.buy_credits', 'POST /credit-order', 'POST /credit-order/accept-offer/:id', 'POST /credit-order/checkout/:id', 'POST /credit-order/notify-payment/:id', 'POST /credit-order/cancel/:id'),
  ...rows('credits.send_offer_confirm_payment', 'POST /credit-order/offer', 'POST /credit-order/confirm-payment/:id', 'PUT /credit-order/update/:id'),
  ...rows('credits.configuration',
    'GET /credit-price-config/base', 'PUT /credit-price-config/base', 'GET /credit-price-config/index/:userId', 'PUT /credit-price-config/index/:userId',
    'POST /credit/order-without-balance', 'POST /credit/account-import', 'GET /credit/account-import/template.csv', 'GET /invoice-numeration/index',
    'POST /invoice-numeration/save', 'POST /invoice-numeration/preview-pdf', 'POST /invoice-numeration/create-description', 'POST /invoice-numeration/save-payment',
    'PUT /invoice-numeration/update-description/:id', 'PUT /invoice-numeration/update-payment/:id'),
  ...rows('support',
    'GET /support', 'POST /support', 'GET /support/counts', 'GET /support/:id', 'DELETE /support/:id', 'POST /support/:id/assign-me', 'POST /support/:id/category',
    'POST /support/:id/status', 'POST /support/:id/messages', 'GET /support/:id/attachments/:sha256'),
  ...rows('news', 'GET /news', 'GET /news/unread-count', 'GET /news/:id', 'POST /news/:id/read'),
  ...rows('coupon', 'GET /coupon', 'GET /coupon/index', 'GET /coupon/:code', 'POST /coupon/create', 'PUT /coupon/update/:code'),
  // Sales CRM (issue 14): the tree has no CRM switch. Its customers' targets, meetings, ratings and log
  // are dealer relations: dealer management; promotions and deals are discounts: the coupon switch.
  // The parent must be an Admin as well (config.roles), so only an Admin's sales staff get here.
  ...rows('user_management.dealer_management', 'GET /crm-sales/users', 'GET /crm-sales/users-logs', 'POST /crm-sales/create-sales-target',
    'POST /crm-sales/create-sales-meet', 'POST /crm-sales/delete-sales-meet', 'POST /crm-sales/create-sales-feedback', 'POST /crm-sales/create-custom-log'),
  ...rows('coupon', 'POST /crm-sales/create-promotion', 'GET /crm-sales/get-deals'),
  // Downloads, feedback and contact (issue 14): sections are read with `downloads`, files fetched with its download switch;
  // uploads are the Admin's (never a sub-user's parent), kept under the upload switch the tree names.
  ...rows('downloads', 'GET /general-files/index', 'GET /general-files/section/:id'),
  ...rows('downloads.download_files', 'GET /general-files/download/:id/:fileId'),
  ...rows('downloads.upload_files', 'POST /general-files/upload/:id', 'DELETE /general-files/file/:id/:fileId'),
  ...rows(NEVER, 'POST /general-files/create-section', 'PUT /general-files/update-section/:id', 'DELETE /general-files/delete-section/:id',
    'GET /contact', 'GET /contact/:id', 'POST /contact/:id/handled'),
  ...rows('feedbacks', 'GET /feedback/index', 'GET /feedback/order/:orderId', 'POST /feedback/create'),
  ...rows(PUBLIC, 'POST /contact'),
  // The global search (issue 15): every sub-user may ask; each kind of result then needs the switch of
  // the list route it comes from (api/routes/search/access.ts), so it narrows exactly as those rows do.
  ...rows(ANY_SUB_USER, 'GET /search'),
  // The portal's own health (the projections' lag, the reactors' backlog): the Admin's, never a sub-user's.
  ...rows(NEVER, 'GET /system/health-figures'),
]);

/** The row of a route: `GET /api/users/:id` and its HEAD twin read `GET /users/:id`. */
export const subUserRouteKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url.replace(/^\/api(?=\/)/, '')}`;

/** Whether a signed-in sub-user with this tree may call the route; a route without a row is refused. */
export const subUserMayCall = (method: string, url: string, tree: PermissionTree): boolean => {
  const rule = SUB_USER_ROUTES[subUserRouteKey(method, url)];
  if (rule === undefined || rule === NEVER || rule === PUBLIC) return false; // a signed-in call to a "public" row is a table error: refuse
  return rule === ANY_SUB_USER || isAllowed(tree, rule);
};
