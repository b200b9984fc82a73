import type { Page } from 'playwright-core';
import { mayOpenScreen, type ScreenRole } from '../../../events/access/screens.js';
import { totpCode } from '../../../api/services/totp.js';
import { type E2E, signIn } from '../browser.js';
import { navigate, settle, trackRequests } from './page.js';
import type { WalkData } from './seed.js';
import { contentProblems, LAYOUT_ROUTES, PUBLIC_ROUTES, SIGNED_IN_PUBLIC_ROUTES, type SpecRoute, type VisitorData } from './spec-routes.js';

// The walk of spec section 2's routes: a signed-in role opens each route inside the layout that the
// screen table opens to it, and the public ones, each with a real record, and its share of the routes
// it may not open, which must show the not-allowed page; a visitor opens every public route.

/** The walker's page and what it heard since the last look: console errors, page errors, 5xx answers. */
export type Probe = { page: Page; openRequests: () => number; takeNoise: () => string[] };

/** The roles walked by a file of their own (tests/e2e/walk/<role>.e2e.spec.ts), among which the refused routes are shared. */
const WALKED_ROLES: readonly ScreenRole[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer', 'Calibrator', 'Support'];

/**
 * Who tries each route inside the layout that some walked role may not open: of the roles that may
 * not, the one given the fewest so far. Every such route is refused once in the browser, and the
 * navigations are spread evenly over the role files.
 */
export const refusedRouteShares = (data: WalkData): Map<ScreenRole, SpecRoute[]> => {
  const shares = new Map(WALKED_ROLES.map((role): [ScreenRole, SpecRoute[]] => [role, []]));
  for (const route of LAYOUT_ROUTES) {
    const refusing = WALKED_ROLES.filter((role) => !mayOpenScreen([role], route.path({ data, role })));
    if (refusing.length === 0) continue;
    const least = refusing.reduce((best, role) => (shares.get(role)!.length < shares.get(best)!.length ? role : best));
    shares.get(least)!.push(route);
  }
  return shares;
};

/** Failures of `role` (holding `roles`) on the routes of spec section 2; [] when every route showed what it should. */
export const walkSpecRoutes = async (probe: Probe, data: WalkData, who: { role: string; roles: readonly string[] }): Promise<string[]> => {
  const { page } = probe;
  const context = { data, role: who.role };
  const failures: string[] = [];
  const open = async (path: string) => {
    probe.takeNoise();
    await navigate(page, `/admin${path}`);
    await settle(page, probe.openRequests);
  };
  const visit = async (route: SpecRoute, layout: boolean) => {
    const path = route.path(context);
    await open(path);
    const problems = await contentProblems(page, { lands: (route.lands ?? route.path)(context), shows: route.shows?.(context), layout });
    failures.push(...[...problems, ...probe.takeNoise()].map((problem) => `${route.spec} (${path}): ${problem}`));
  };
  const allowed = LAYOUT_ROUTES.filter((route) => mayOpenScreen(who.roles, route.path(context)));
  const refused = LAYOUT_ROUTES.filter((route) => !allowed.includes(route));
  for (const route of allowed) await visit(route, true);
  for (const route of SIGNED_IN_PUBLIC_ROUTES) await visit(route, false);
  if (refused.length === 0) failures.push(`${who.role} may open every route: no not-allowed page was seen`);
  // The walker's share is refused to its one role; a walker of other roles would try none, and is told so.
  const walked = WALKED_ROLES.find((role) => who.roles.length === 1 && who.roles[0] === role);
  const share = walked ? refusedRouteShares(data).get(walked)! : [];
  if (refused.length > 0 && share.length === 0) failures.push(`${who.role} tried no route it may not open: its roles are not one of WALKED_ROLES`);
  for (const route of share) {
    const path = route.path(context);
    await open(path);
    const notAllowed = page.locator('#main-content').getByTestId('not-allowed');
    const shown = await notAllowed.getByText('Not allowed').first().isVisible().catch(() => false)
      && await notAllowed.getByRole('link', { name: 'Back to the dashboard' }).isVisible().catch(() => false);
    const at = new URL(page.url()).pathname;
    if (!shown || at !== `/admin${path.split('?')[0]}`) failures.push(`${route.spec} (${path}), another role's: at ${at}, the not-allowed page in the layout ${shown ? 'shown' : 'missing'}`);
    failures.push(...probe.takeNoise().map((problem) => `${route.spec} (${path}), another role's: ${problem}`));
  }
  console.info(`${who.role}: ${allowed.length + SIGNED_IN_PUBLIC_ROUTES.length} routes opened, ${share.length} of another role refused`);
  return failures;
};

/** The newest mail to `to` whose text holds `pattern`: its first group (a link's token). */
const tokenFromMail = async (e2e: E2E, admin: string, to: string, pattern: RegExp) => {
  const mails: { to: string; text: string }[] = await e2e.call(admin, 'GET', `/api/mail?range=${encodeURIComponent('[0,99]')}`);
  const match = mails.filter((mail) => mail.to === to).map((mail) => pattern.exec(mail.text)).find(Boolean);
  if (!match) throw new Error(`no mail to ${to} with ${pattern}`);
  return match[1];
};

/**
 * The records only a visitor's walk uses, made as people make them: a password reset asked for,
 * a registration waiting for its email to be confirmed, a password changed (its mail carries the
 * close-sessions link) and a calibrator with two-factor set.
 */
const visitorData = async (e2e: E2E): Promise<VisitorData> => {
  const admin = await e2e.portal.login('admin@demo.test');
  const publicCall = async (url: string, payload: object) => {
    const response = await e2e.portal.app.inject({ method: 'POST', url, payload });
    if (response.statusCode >= 400) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  };
  await publicCall('/api/auth/recovery-password', { email: 'dealer@demo.test' });
  const countries: { id: string }[] = await e2e.call(admin, 'GET', '/api/geo/countries');
  await publicCall('/api/signup', {
    firstName: 'Wanda', lastName: 'Walker', email: 'walker@demo.test', phone: '+34600111222', countryId: countries[0].id,
    password: 'Walker1234', repeatPassword: 'Walker1234', termsAccepted: true, isSubDealer: false,
  });
  const support = await e2e.portal.login('support@demo.test');
  await e2e.call(support, 'PUT', '/api/user/password', { currentPassword: 'Demo1234', password: 'Walker1234', repeatPassword: 'Walker1234' });
  const calibrator = await e2e.portal.login('calibrator@demo.test');
  const setup = await e2e.call(calibrator, 'POST', '/api/user/two-factor/setup');
  await e2e.call(calibrator, 'POST', '/api/user/two-factor/enable', { code: totpCode(setup.secret) });
  return {
    resetToken: await tokenFromMail(e2e, admin, 'dealer@demo.test', /\/reset-password\/(\S+)/),
    validateToken: await tokenFromMail(e2e, admin, 'walker@demo.test', /validate-email\?token=(\S+)/),
    closeSessionsToken: await tokenFromMail(e2e, admin, 'support@demo.test', /\/close-sessions\/(\S+)/),
  };
};

/** Failures of a visitor (no sign-in) on every public route of spec section 2, the two-factor step last. */
export const walkPublicRoutes = async (e2e: E2E, data: WalkData): Promise<string[]> => {
  const visitor = await visitorData(e2e);
  const page = await e2e.newPage();
  const openRequests = trackRequests(page);
  let noise: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') noise.push(`console error: ${message.text()}`); });
  page.on('pageerror', (error) => noise.push(`page error: ${error.message}`));
  const failures: string[] = [];
  const check = async (spec: string, path: string, shows?: string) => {
    const problems = await contentProblems(page, { lands: path, shows, layout: false, mayFail: spec === 'error' });
    failures.push(...[...problems, ...noise].map((problem) => `${spec} (${path}): ${problem}`));
    noise = [];
  };
  for (const route of PUBLIC_ROUTES) {
    const { spec, path, shows } = route(data, visitor);
    await page.goto(`${e2e.baseUrl}/admin${path}`);
    await settle(page, openRequests);
    await check(spec, path, shows);
  }
  // two-factor: the step after a real first one, for a calibrator with two-factor set.
  await signIn(page, e2e.baseUrl, 'calibrator@demo.test');
  await page.waitForURL('**/admin/two-factor');
  await page.locator('input[name="code"]').waitFor();
  await check('two-factor', '/two-factor');
  console.info(`visitor: ${PUBLIC_ROUTES.length + 1} public routes opened`);
  return failures;
};
