import type { Page } from 'playwright-core';
import { ORDER_VIN } from '../../softwareOrders/support.js';
import type { WalkData } from './seed.js';

// Every route of spec section 2, as an address with the walk's real records. Who may open a route
// inside the layout is the screen table's (events/access/screens.ts); the public routes open for
// anyone. `lands`: where a route that redirects ends up; `shows`: a text of the record it opens.

export type Holder = 'Distributor' | 'Dealer' | 'SubDealer';
export type RouteContext = { data: WalkData; role: string };
export type SpecRoute = {
  /** As section 2 writes it. */
  spec: string;
  path: (c: RouteContext) => string;
  lands?: (c: RouteContext) => string;
  shows?: (c: RouteContext) => string;
};

const creditOrderOf = ({ data, role }: RouteContext) => data.creditOrders[(role in data.creditOrders ? role : 'Dealer') as Holder];
const fixed = (path: string, more: Partial<SpecRoute> = {}): SpecRoute => ({ spec: path.slice(1), path: () => path, ...more });

/** The routes inside the default layout (login required). */
export const LAYOUT_ROUTES: readonly SpecRoute[] = [
  // General
  fixed('/dashboard'),
  { spec: 'information/{company}', path: () => '/information/me' },
  fixed('/required-information'),
  fixed('/profile'),
  fixed('/order-software'),
  fixed('/order-software-file'),
  {
    spec: 'order-software-detail/{type}/{id}', path: ({ data }) => `/order-software-detail/ecu/${data.vehicleId}`,
    lands: ({ data }) => `/order-software-detail/ECU/${data.vehicleId}`, shows: () => 'Golf',
  },
  // Orders
  fixed('/software-orders', { shows: () => 'Golf' }),
  { spec: 'order-detail/{id}', path: ({ data }) => `/order-detail/${data.order.orderId}`, shows: () => ORDER_VIN },
  {
    spec: 'order-detail/{id} (the order\'s number)', path: ({ data }) => `/order-detail/${data.order.number}`,
    lands: ({ data }) => `/order-detail/${data.order.orderId}`, shows: () => ORDER_VIN,
  },
  { spec: 'order-detail/{id}?open-chat=1', path: ({ data }) => `/order-detail/${data.order.orderId}?open-chat=1`, shows: () => 'Please check the DPF option' },
  // Support
  fixed('/support', { shows: () => 'Flash failed' }),
  { spec: 'support/{id}', path: ({ data }) => `/support/${data.ticket.id}`, shows: () => 'The car shows P2002' },
  {
    spec: 'support/{id} (a numeric id)', path: ({ data }) => `/support/${data.ticket.number}`,
    lands: ({ data }) => `/support/${data.ticket.id}`, shows: () => 'The car shows P2002',
  },
  // Shopping
  fixed('/checkout'),
  fixed('/checkout-file'),
  // Credit
  fixed('/credit-dash-received'),
  fixed('/credit-dash-sent'),
  fixed('/credit-dashboard'),
  fixed('/credit'),
  fixed('/credit-account-import'),
  fixed('/order-credit'),
  fixed('/credit-history'),
  { spec: 'credit-order-admin-view/{id}', path: (c) => `/credit-order-admin-view/${creditOrderOf(c)}` },
  fixed('/credit-price'),
  fixed('/credit-order-history'),
  { spec: 'credit-order-detail/{id}', path: (c) => `/credit-order-detail/${creditOrderOf(c)}` },
  fixed('/credit-admin-history'),
  { spec: 'credit-order-view-invoice/{id}', path: (c) => `/credit-order-view-invoice/${creditOrderOf(c)}` },
  { spec: 'profile-admin/{id}', path: ({ data }) => `/profile-admin/${data.dealerId}`, shows: () => 'dealer@demo.test' },
  // Admin catalogue
  fixed('/vehicles', { shows: () => 'Golf' }),
  fixed('/vehicles-file-management', { lands: () => '/database' }),
  fixed('/newproducts'),
  fixed('/database'),
  fixed('/import-database'),
  { spec: 'vehicles/{id}', path: ({ data }) => `/vehicles/${data.vehicleId}`, shows: () => 'Golf' },
  fixed('/create-vehicle', { lands: () => '/vehicles/create' }),
  fixed('/vehicles-pricing'),
  fixed('/vehicles-options'),
  fixed('/vehicles-secondary-options'),
  fixed('/vehicles-dsg'),
  fixed('/vehicles-dsg-options'),
  fixed('/vehicles-dsg-secondary-options'),
  fixed('/vehicles-combos'),
  fixed('/vin-logger'),
  { spec: 'vin-logger-view/{id}', path: ({ data }) => `/vin-logger-view/${data.vinLogId}`, shows: () => ORDER_VIN },
  fixed('/vin-search-rules'),
  fixed('/countries'),
  fixed('/price-policy'),
  fixed('/software-pricing'),
  // Other
  fixed('/user', { lands: () => '/users' }),
  fixed('/coupon'),
  fixed('/downloads'),
  fixed('/feedback'),
  fixed('/news'),
  fixed('/subuser-management'),
  fixed('/contact'),
  // Files section
  fixed('/files', { shows: () => 'Golf' }),
  { spec: 'files/project/{id}', path: ({ data }) => `/files/project/${data.order.orderId}`, shows: () => 'tuned-stage2.bin' },
  { spec: 'files/tuned/{id}', path: ({ data }) => `/files/tuned/${data.order.orderId}`, shows: () => 'tuned-stage2.bin' },
  fixed('/files/orders'),
  fixed('/files/pre-order'),
  // vehicles-price-config (index and importer), previous-orders (list and import), reports
  fixed('/vehicles-price-config'),
  fixed('/previous-orders'),
  fixed('/previous-orders/import'),
  fixed('/reports-credit'),
  fixed('/reports-software'),
  fixed('/reports-user'),
];

/** The public routes opened by a signed-in reader: the tracking page by the number alone, and the way into ordering. */
export const SIGNED_IN_PUBLIC_ROUTES: readonly SpecRoute[] = [
  { spec: 'detail-order/{number_order} (signed in)', path: ({ data }) => `/detail-order/${data.order.number}`, shows: () => 'Golf' },
  fixed('/put-order'),
];

/** Records only the visitor's walk makes: single-use links and a pending two-factor sign-in. */
export type VisitorData = { resetToken: string; validateToken: string; closeSessionsToken: string };

/** The public routes (no login), as a visitor opens them. `/two-factor` is walked after a real first step. */
export const PUBLIC_ROUTES: readonly ((data: WalkData, visitor: VisitorData) => { spec: string; path: string; shows?: string })[] = [
  () => ({ spec: 'login', path: '/login' }),
  () => ({ spec: 'register', path: '/register' }),
  () => ({ spec: 'forgot-password', path: '/forgot-password' }),
  (_, v) => ({ spec: 'reset-password/{token}', path: `/reset-password/${v.resetToken}` }),
  () => ({ spec: 'terms', path: '/terms' }),
  () => ({ spec: 'privacy-policy', path: '/privacy-policy' }),
  (_, v) => ({ spec: 'validate-email', path: `/validate-email?token=${v.validateToken}` }),
  () => ({ spec: 'coming-soon', path: '/coming-soon' }),
  () => ({ spec: 'error', path: '/error' }),
  (_, v) => ({ spec: 'close-sessions/{token}', path: `/close-sessions/${v.closeSessionsToken}`, shows: 'support@demo.test' }),
  (d) => ({ spec: 'invoice/{id}', path: `/invoice/${d.invoiceId}` }),
  // The role as people may type it: `Dealer` is the dealer's overview.
  (d) => ({ spec: 'overview-pdf/{id}/{rol}', path: `/overview-pdf/${d.order.publicId}/Dealer`, shows: 'For the dealer' }),
  (d) => ({ spec: 'dummy/{id}', path: `/dummy/${d.vehicleId}`, shows: 'SAMPLE — not a certificate' }),
  () => ({ spec: 'put-order', path: '/put-order' }),
  (d) => ({ spec: 'cert/{id}', path: `/cert/${d.order.publicId}`, shows: String(d.order.number) }),
  (d) => ({ spec: 'cert/{id}/{print}', path: `/cert/${d.order.publicId}/print`, shows: String(d.order.number) }),
  (d) => ({ spec: 'detail-order/{number_order}', path: `/detail-order/${d.order.number}?key=${d.order.publicId}`, shows: 'Golf' }),
  () => ({ spec: 'faq', path: '/faq' }),
];

/** How long a screen may take to show its text or its record on a loaded machine. */
const CONTENT_TIMEOUT_MS = 20_000;

/** What a page that failed to show its content puts on screen instead (in English: the walk reads that language). */
const FAILED_TEXT = /not found|does not exist|could not be loaded|something went wrong/i;

/**
 * Why the page at `expected` does not show its content, or [] when it does: it left for the login,
 * error or not-allowed page, an error boundary or a "not found" message stands there, it is empty,
 * or the text of its record never appears.
 */
export const contentProblems = async (page: Page, expected: { lands: string; shows?: string; layout: boolean; mayFail?: boolean }): Promise<string[]> => {
  const problems: string[] = [];
  // A screen's chunk or list may still be arriving on a loaded machine: its text, not a skeleton, is what counts.
  const shown = await page.waitForFunction((selector) => ((document.querySelector(selector) as HTMLElement | null)?.innerText.trim().length ?? 0) >= 10,
    expected.layout ? '#main-content' : 'main', { timeout: CONTENT_TIMEOUT_MS }).then(() => true, () => false);
  if (!shown) problems.push('shows nothing');
  if (expected.shows) {
    await page.getByText(expected.shows, { exact: false }).first().waitFor({ timeout: CONTENT_TIMEOUT_MS }).catch(() => problems.push(`does not show "${expected.shows}"`));
  }
  const url = new URL(page.url());
  const wanted = `/admin${expected.lands.split('?')[0]}`;
  if (url.pathname !== wanted) problems.push(`landed on ${url.pathname}${url.search}`);
  if (await page.locator('[data-testid="not-allowed"], [data-testid="sub-user-refused"]').count()) problems.push('shows the not-allowed page');
  if (await page.locator('.RaError-title').count()) problems.push('shows the error page');
  const alerts = await page.locator('[role="alert"]').allInnerTexts();
  const failed = alerts.find((text) => FAILED_TEXT.test(text));
  if (failed && !expected.mayFail) problems.push(`says "${failed.trim().slice(0, 80)}"`);
  return problems;
};
