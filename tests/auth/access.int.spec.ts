import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROLES, type ScreenPattern } from '../../events/access/screens.js';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';

// Who may read what is written once in api/CONTRACT.md ("Access") and decided once in
// api/http/access.ts: this reads the contract's table and checks every row against the server,
// for every demo role and without a token, so the document and the code cannot drift apart.

const ROLES = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
const ROLE_NAME: Record<(typeof ROLES)[number], string> = { admin: 'Admin', distributor: 'Distributor', dealer: 'Dealer', subdealer: 'SubDealer', calibrator: 'Calibrator', support: 'Support' };

const contract = readFileSync(new URL('../../api/CONTRACT.md', import.meta.url), 'utf8');
const section = contract.slice(contract.indexOf('## Access (spec section 6)'));
const rows = section.slice(0, section.indexOf('\n## ', 1)).split('\n')
  .map((line) => /^\| (GET|POST|PUT|DELETE) (\S+) \| ([^|]+) \|/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map(([, method, path, roles]) => ({ method, path, allowed: roles.split(',').map((r) => r.trim()) }));

let portal: TestPortal;
let ids: Record<string, string>;
let headers: Record<string, { authorization: string }>;
beforeAll(async () => {
  portal = await createTestPortal();
  ({ ids, headers } = await signInDemo(portal, ROLES));
});
afterAll(async () => portal?.close());

describe('the access table of CONTRACT.md', () => {
  it('has rows', () => expect(rows.length).toBeGreaterThanOrEqual(8));

  it('is what the server does, for every role and without a token', async () => {
    const wrong: string[] = [];
    for (const { method, path, allowed } of rows) {
      const url = (who: string) => path.replaceAll(':self', ids[who]).replaceAll(':admin', ids.admin).replace(/\?filter=(.*)$/, (_, f: string) => `?filter=${encodeURIComponent(f)}`);
      const payload = method === 'PUT' || method === 'POST' ? { priceList: [] } : undefined;
      const anonymous = await portal.app.inject({ method: method as 'GET', url: url('admin'), payload });
      if (anonymous.statusCode !== 401) wrong.push(`${method} ${path} without a token → ${anonymous.statusCode}`);
      for (const who of ROLES) {
        const response = await portal.app.inject({ method: method as 'GET', url: url(who), headers: headers[who], payload });
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const shouldRefuse = !allowed.includes(ROLE_NAME[who]);
        if (refused !== shouldRefuse) wrong.push(`${method} ${path} as ${who} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * The calls that load each screen (its list or its record): a screen that opens for a role must not
 * be refused its content, and a call only screens load answers no role that none of them opens for.
 * Calls that answer every signed-in role its own data (movements, balances, reference lists) load
 * screens of fewer roles too and are left out: their rows above say who reads what.
 */
const SCREEN_CALLS: Partial<Record<ScreenPattern, readonly string[]>> = {
  '/information/:company': ['GET /api/company'],
  '/required-information': ['GET /api/company'],
  '/profile': ['GET /api/user/view', 'GET /api/user/activity'],
  '/notifications-old': ['GET /api/notifications/old'],
  '/vehicle-search': ['POST /api/site/brands'],
  '/order-software-detail/:type/:id': ['GET /api/site/{id}', 'GET /api/vehicles-dsg/tcu/{family}'],
  '/order-software': ['POST /api/order-software/quote'],
  '/order-software-file': ['POST /api/order-software/quote'],
  '/software-orders': ['GET /api/order-software/index'],
  '/order-detail/:id': ['GET /api/order-software/view/{id}', 'GET /api/order-chat/{orderId}', 'GET /api/files/tuned/{id}'],
  '/support': ['GET /api/support'],
  '/support/:id': ['GET /api/support/{id}'],
  '/order-credit': ['GET /api/credit-order/payment-draft'],
  '/credit-order-history': ['GET /api/credit-order/index'],
  '/credit-admin-history': ['GET /api/credit/admin-history'],
  '/credit-verify-ledger': ['GET /api/credit/verify-ledger'],
  '/credit-account-import': ['GET /api/credit/account-import/template.csv'],
  '/credit-payments': ['GET /api/credit-payments'],
  '/invoice-numeration': ['GET /api/invoice-numeration/index'],
  '/profile-admin/:id': ['GET /api/user/detail/{id}'],
  '/users/*': ['GET /api/users'],
  '/mail/*': ['GET /api/mail'],
  '/vehicles/*': ['GET /api/vehicles'],
  '/database': ['GET /api/vehicles-file'],
  '/vehicles-pricing/*': ['GET /api/vehicles-prices'],
  '/vehicles-options/*': ['GET /api/vehicles-options'],
  '/vehicles-secondary-options/*': ['GET /api/vehicles-secondary-options'],
  '/vehicles-dsg/*': ['GET /api/vehicles-dsg'],
  '/vehicles-dsg-options/*': ['GET /api/dsg-options'],
  '/vehicles-dsg-secondary-options/*': ['GET /api/dsg-options-two'],
  '/vehicles-combos': ['GET /api/combos/index'],
  '/vehicles-price-config/*': ['GET /api/vehicles-price-config'],
  '/newproducts/*': ['GET /api/newproducts'],
  '/vin-logger/*': ['GET /api/vin-logger'],
  '/vin-search-rules/*': ['GET /api/vin-search-rules'],
  '/price-policy/*': ['GET /api/price-policy'],
  '/software-pricing/*': ['GET /api/software-pricing'],
  '/previous-orders/*': ['GET /api/previous-orders'],
  '/coupon': ['GET /api/coupon'],
  '/downloads': ['GET /api/general-files/index'],
  '/feedback': ['GET /api/feedback/index'],
  '/news': ['GET /api/news'],
  '/faq-entries/*': ['GET /api/faq'],
  '/content-pages/*': ['GET /api/content-pages'],
  '/support-calendar': ['GET /api/calendars/support-day-close'],
  '/subuser-management': ['GET /api/user-sub-permissions', 'GET /api/find-accounts/{id}'],
  '/contact': ['GET /api/contact'],
  '/company-requests': ['GET /api/company/requests'],
  '/registrations': ['GET /api/networks/registrations'],
  '/files': ['GET /api/files'],
  '/files/orders': ['GET /api/files/orders'],
  '/files/tuned/:id': ['GET /api/files/project/{id}'],
  '/files/project/:id': ['GET /api/files/project/{id}'],
  '/files/pre-order': ['GET /api/files/pre-order'],
  '/reports-credit': ['GET /api/reports/credit'],
  '/reports-revenue': ['GET /api/reports/credit-revenue-summary'],
  '/reports-software': ['GET /api/reports/software-orders'],
  '/reports-pending-summary': ['GET /api/reports/software-pending-summary'],
  '/reports-tune-analytics': ['GET /api/reports/software-tune-analytics'],
  '/reports-predicted-credits': ['GET /api/reports/credit-predicted'],
  '/crm-sales': ['GET /api/crm-sales/users'],
  '/crm-logs': ['GET /api/crm-sales/users-logs'],
  '/crm-deals': ['GET /api/crm-sales/get-deals'],
  '/system-health': ['GET /api/system/health-figures'],
};

describe('the screen table (events/access/screens.ts) and the server', () => {
  it('agree: the calls that load a screen answer exactly the roles that open the screens loading them', () => {
    const document = portal.app.swagger() as { paths: Record<string, Record<string, { 'x-roles'?: string[] } | undefined>> };
    const everyone = Object.values(ROLE_NAME);
    const openers = new Map<string, Set<string>>();
    for (const [screen, calls] of Object.entries(SCREEN_CALLS) as [ScreenPattern, readonly string[]][]) {
      for (const call of calls) openers.set(call, new Set([...(openers.get(call) ?? []), ...SCREEN_ROLES[screen]]));
    }
    const wrong: string[] = [];
    for (const [call, roles] of openers) {
      const [method, path] = call.split(' ');
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) { wrong.push(`${call}: no such route`); continue; }
      const answered = operation['x-roles']?.length ? operation['x-roles'] : everyone;
      const expected = everyone.filter((role) => roles.has(role));
      if (answered.slice().sort().join() !== expected.slice().sort().join()) wrong.push(`${call} answers ${answered.join(', ')}; its screens open for ${expected.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
