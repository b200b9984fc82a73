import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTION_LISTS } from '../../admin/src/catalogueOptions/optionLists';
import { CRM_PATHS } from '../../admin/src/crm/constants';
import { ACCOUNT_REPORT_PATH, REPORT_PATHS } from '../../admin/src/reports/paths';
import { mayOpenScreen, screenCovers, screenOf, screenRoles, SCREEN_READINGS, SCREEN_ROLES } from './screens';

// The one table of who opens which screen: how a path finds its row, the readings of spec section 6
// it holds, and that every screen the admin registers has a row (a screen without one would open
// for no one behind the guard).

describe('screenOf', () => {
  it('finds exact rows, one-segment patterns and the rows of a resource', () => {
    expect(screenOf('/software-orders')).toBe('/software-orders');
    expect(screenOf('/order-detail/0b6f3c1e-9d55-4c4e-a3a4-6f0d2b1f7a10')).toBe('/order-detail/:id');
    expect(screenOf('/order-software-detail/ecu/42')).toBe('/order-software-detail/:type/:id');
    expect(screenOf('/vehicles')).toBe('/vehicles/*');
    expect(screenOf('/vehicles/create')).toBe('/vehicles/*');
    expect(screenOf('/vehicles/42/show')).toBe('/vehicles/*');
    expect(screenOf('/software-orders?filter=%7B%7D')).toBe('/software-orders');
  });

  it('prefers an exact row to a pattern, and a longer pattern to a shorter one', () => {
    expect(screenOf('/news')).toBe('/news');
    expect(screenOf('/news/42/show')).toBe('/news/:id/show');
    expect(screenOf('/news/42')).toBe('/news/*');
    expect(screenOf('/coupon')).toBe('/coupon');
    expect(screenOf('/coupon/create')).toBe('/coupon/*');
  });

  it('keeps resources apart by whole segments, and knows no other path', () => {
    expect(screenCovers('/vehicles/*', '/vehicles-pricing')).toBe(false);
    expect(screenOf('/vehicles-pricing/7')).toBe('/vehicles-pricing/*');
    expect(screenOf('/order-detail')).toBeUndefined();
    expect(screenOf('/order-detail/1/more')).toBeUndefined();
    expect(screenOf('/nowhere')).toBeUndefined();
    expect(screenRoles('/nowhere')).toBeUndefined();
  });
});

describe('the readings of spec section 6', () => {
  it('opens the order list to everyone but the Calibrator, the order itself to every role', () => {
    for (const role of ['Admin', 'Support', 'Distributor', 'Dealer', 'SubDealer']) expect(mayOpenScreen([role], '/software-orders')).toBe(true);
    expect(mayOpenScreen(['Calibrator'], '/software-orders')).toBe(false);
    expect(mayOpenScreen(['Calibrator'], '/order-detail/1')).toBe(true);
    expect(mayOpenScreen(['Support'], '/order-detail/1')).toBe(true);
  });

  it('opens files/pre-order to the files staff and those who ask, subuser-management to the parents and the Admin', () => {
    expect(screenRoles('/files/pre-order')).toEqual(['Admin', 'Calibrator', 'Distributor', 'Dealer', 'SubDealer']);
    expect(mayOpenScreen(['Support'], '/files/pre-order')).toBe(false);
    expect(screenRoles('/subuser-management')).toEqual(['Admin', 'Distributor', 'Dealer', 'SubDealer']);
    expect(mayOpenScreen(['Calibrator'], '/subuser-management')).toBe(false);
  });

  it('keeps the rest of section 6 as written', () => {
    expect(screenRoles('/credit-price')).toEqual(['Admin', 'Distributor']);
    expect(screenRoles('/checkout')).toEqual(['Distributor', 'Dealer', 'SubDealer', 'Support']);
    expect(screenRoles('/order-credit')).toEqual(['Distributor', 'Dealer', 'SubDealer']);
    expect(screenRoles('/files')).toEqual(['Admin', 'Calibrator']);
    expect(screenRoles('/files/tuned/1')).toEqual(['Admin', 'Calibrator']);
    for (const path of ['/vehicles', '/database', '/vin-logger', '/countries', '/reports-credit', '/contact', '/credit-account-import', '/previous-orders', '/files/orders'])
      expect(mayOpenScreen(['Dealer', 'Support'], path)).toBe(false);
    // Support may view dashboard, support, coupon, feedback, order-detail and the credit dashboard.
    for (const path of ['/dashboard', '/support', '/coupon', '/feedback', '/order-detail/1', '/credit-dashboard']) expect(mayOpenScreen(['Support'], path)).toBe(true);
    expect(mayOpenScreen(['Support'], '/coupon/create')).toBe(false);
  });

  it('passes a role check when any role of the account matches', () => {
    expect(mayOpenScreen(['Support', 'Distributor'], '/order-credit')).toBe(true);
    expect(mayOpenScreen([], '/dashboard')).toBe(false);
  });

  it('writes readings only for rows of the table', () => {
    for (const row of Object.keys(SCREEN_READINGS)) expect(Object.keys(SCREEN_ROLES)).toContain(row);
  });
});

/** Every .tsx file below `dir`. */
const sources = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? sources(path) : path.endsWith('.tsx') ? [path] : [];
});

/** The spec's public routes and ours, outside the signed-in layout (no guard: anyone opens them). */
const PUBLIC = new Set([
  '*', '/admin/*', '/two-factor', '/register', '/forgot-password', '/reset-password/:token', '/terms', '/privacy-policy', '/validate-email', '/coming-soon', '/error',
  '/close-sessions/:token', '/invoice/:id', '/faq', '/site/:slug?', '/cert/:id/:print?', '/overview-pdf/:id/:rol', '/detail-order/:number', '/dummy/:id',
  '/put-order', '/contact-us',
]);

describe('the admin\'s screens', () => {
  const files = sources(new URL('../../admin/src', import.meta.url).pathname).map((file) => readFileSync(file, 'utf8'));
  const literal = (pattern: RegExp) => files.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]));
  const routes = literal(/<Route\b[^>]*?\bpath="([^"]+)"/g);
  const resources = literal(/<Resource\b[^>]*?\bname="([^"]+)"/g).map((name) => `/${name}`);
  const constants = [...Object.values(REPORT_PATHS), ACCOUNT_REPORT_PATH, ...Object.values(CRM_PATHS), `${CRM_PATHS.users}/:id`, ...OPTION_LISTS.map((list) => `/${list.resource}`)];

  it('are found in the sources', () => expect(routes.length).toBeGreaterThan(60));

  it('each have a row, so the guard and the sidebar know who opens them', () => {
    const missing = [...routes, ...resources, ...constants].filter((path) => !PUBLIC.has(path) && screenOf(path) === undefined);
    expect(missing).toEqual([]);
  });

  it('have no row left without a screen (a path a route or a resource registers)', () => {
    const registered = [...routes, ...constants, '/subuser-management'];
    const resourceRoots = [...resources, ...OPTION_LISTS.map((list) => `/${list.resource}`), '/coupon', '/news', '/faq-entries', '/content-pages'];
    const root = (path: string) => `/${path.split('/')[1]}`;
    const orphans = Object.keys(SCREEN_ROLES).filter((row) => !registered.includes(row) && !resourceRoots.includes(root(row)));
    expect(orphans).toEqual([]);
  });
});
