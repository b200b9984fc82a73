import { describe, expect, it } from 'vitest';
import { ADMIN_DEFAULT_TREE, SUPPORT_DEFAULT_TREE, withDefaults } from '../../../events/subUsers/permissions';
import { SUB_USER_ROUTES } from '../../../api/http/sub-user-routes';
import { creditMenuEntries } from '../credit/menu/creditMenuEntries';
import { SCREEN_PERMISSIONS, mayOpen, screenPermission, screenRefused, type Access } from './menuAccess';

// The sidebar reads a sub-user's tree with the server's check: what it shows, the server answers.

const dealer: Access = { roles: ['Dealer'], tree: null };
const subUser = (tree = ADMIN_DEFAULT_TREE): Access => ({ roles: ['Dealer'], tree });
const without = (...modules: string[]) =>
  withDefaults('sub_user_admin', Object.fromEntries(modules.map((name) => [name, { status: false }])));
const paths = (access: Access, rights = { canBuy: true, canSale: true }) => creditMenuEntries(access, rights).map((entry) => entry.path);

describe('mayOpen', () => {
  it('shows an account that is not a sub-user what the screen table opens to its roles', () => {
    expect(mayOpen(dealer, { path: '/credit' })).toBe(true);
    expect(mayOpen(dealer, { path: '/vehicles' })).toBe(false);
    expect(mayOpen(dealer, { path: '/files/pre-order' })).toBe(true);
    expect(mayOpen({ roles: ['Calibrator'], tree: null }, { path: '/software-orders' })).toBe(false);
    expect(mayOpen({ roles: ['Admin'], tree: null }, { path: '/order-software' })).toBe(false);
    // An entry may show to fewer roles than its screen opens to, never to more.
    expect(mayOpen(dealer, { path: '/credit-payments', roles: ['Admin'] })).toBe(false);
    expect(mayOpen({ roles: ['Admin'], tree: null }, { path: '/credit-dash-sent', roles: ['Distributor', 'Dealer', 'SubDealer'] })).toBe(false);
    // A path the table does not know opens for no one.
    expect(mayOpen({ roles: ['Admin'], tree: null }, { path: '/nowhere' })).toBe(false);
  });

  it('hides from a sub-user the screens of a module switched off, and its switches with it', () => {
    const access = subUser(without('support', 'credits'));
    expect(mayOpen(access, { path: '/support' })).toBe(false);
    expect(mayOpen(access, { path: '/credit-history' })).toBe(false);
    expect(mayOpen(access, { path: '/order-credit' })).toBe(false); // credits.buy_credits is still on, its module is not
    expect(mayOpen(access, { path: '/dashboard' })).toBe(true);
    expect(mayOpen(access, { path: '/software-orders' })).toBe(true);
  });

  it('reads a switch below its module: order software without "create order"', () => {
    const tree = withDefaults('sub_user_admin', { order_software: { status: true, children: { create_order: { status: false } } } });
    expect(mayOpen(subUser(tree), { path: '/vehicle-search' })).toBe(true);
    expect(mayOpen(subUser(tree), { path: '/order-software' })).toBe(false);
  });

  it('refuses a sub-user a screen no switch covers, and the profile off by default', () => {
    expect(mayOpen(subUser(), { path: '/vehicles' })).toBe(false);
    expect(mayOpen(subUser(), { path: '/profile' })).toBe(true); // its own password and two-factor
    expect(mayOpen(subUser(), { permission: 'profile' })).toBe(false); // the account's activity
    expect(mayOpen(subUser(SUPPORT_DEFAULT_TREE), { path: '/subuser-management' })).toBe(false);
    expect(mayOpen(subUser(), { path: '/subuser-management' })).toBe(true);
  });

  it('covers the paths below a starred row', () => {
    expect(screenPermission('/reports/software-orders')).toBe('dashboard');
    expect(screenPermission('/nowhere')).toBeUndefined();
  });

  it('names the screens reached from the menu, with a pattern for their ids', () => {
    const id = '0b6f3c1e-9d55-4c4e-a3a4-6f0d2b1f7a10';
    expect(screenPermission(`/order-detail/${id}`)).toBe('track_order');
    expect(screenPermission(`/order-software-detail/ECU/${id}`)).toBe('order_software');
    expect(screenPermission('/checkout')).toBe('order_software.create_order');
    expect(screenPermission('/checkout-file')).toBe('order_software.create_order');
    expect(screenPermission(`/credit-order-detail/${id}`)).toBe('credits');
    expect(screenPermission(`/credit-order-admin-view/${id}`)).toBe('credits');
    expect(screenPermission(`/support/${id}`)).toBe('support');
    expect(screenPermission('/support/create')).toBe('support');
    expect(screenPermission(`/coupon/${id}`)).toBe('coupon');
    expect(screenPermission(`/files/project/${id}`)).toBe('downloads');
    expect(screenPermission(`/information/${id}`)).toBe('any-sub-user');
    // A pattern covers one segment for each of its own, no more, no fewer; a trailing slash is the same screen.
    expect(screenPermission(`/order-detail/${id}/more`)).toBeUndefined();
    expect(screenPermission('/order-detail/')).toBe(undefined);
    expect(screenPermission('/software-orders/')).toBe('track_order');
    expect(screenPermission('/support-category')).toBeUndefined();
  });

  it('refuses those screens before they load when the tree switches their module off', () => {
    const id = '0b6f3c1e-9d55-4c4e-a3a4-6f0d2b1f7a10';
    const noTracking = subUser(without('track_order', 'support', 'credits'));
    expect(screenRefused(noTracking, `/order-detail/${id}`)).toBe(true);
    expect(screenRefused(noTracking, `/support/${id}`)).toBe(true);
    expect(screenRefused(noTracking, `/credit-order-detail/${id}`)).toBe(true);
    expect(screenRefused(noTracking, '/checkout')).toBe(false);
    const noOrdering = subUser(withDefaults('sub_user_admin', { order_software: { status: true, children: { create_order: { status: false } } } }));
    expect(screenRefused(noOrdering, '/checkout')).toBe(true);
    expect(screenRefused(noOrdering, `/order-software-detail/ECU/${id}`)).toBe(false);
    // Not a sub-user: its roles decide, never the table.
    expect(screenRefused(dealer, `/order-detail/${id}`)).toBe(false);
    expect(screenRefused(subUser(SUPPORT_DEFAULT_TREE), `/credit-order-detail/${id}`)).toBe(true);
  });

  it('names only switches the server knows', () => {
    const rules = new Set(Object.values(SUB_USER_ROUTES));
    for (const permission of Object.values(SCREEN_PERMISSIONS)) expect(rules.has(permission) || permission === 'profile').toBe(true);
  });
});

describe('creditMenuEntries (spec section 6, the credit menu variants)', () => {
  it('gives the sale set with canSale and the purchase set with canBuy', () => {
    expect(paths(dealer)).toEqual(expect.arrayContaining(['/credit', '/order-credit']));
    expect(paths(dealer, { canBuy: false, canSale: true })).not.toContain('/order-credit');
    expect(paths(dealer, { canBuy: true, canSale: false })).not.toContain('/credit');
  });

  it('follows a sub-user\'s tree: purchase off, then the whole module off', () => {
    const noPurchase = withDefaults('sub_user_admin', { credits: { status: true, children: { buy_credits: { status: false } } } });
    expect(paths(subUser(noPurchase))).not.toContain('/order-credit');
    expect(paths(subUser(noPurchase))).toContain('/credit');
    expect(paths(subUser(without('credits')))).toEqual([]);
  });
});

describe('screenRefused', () => {
  it('closes to a sub-user a screen its tree switches off, and only that', () => {
    const access = subUser(without('credits'));
    expect(screenRefused(access, '/credit-history')).toBe(true);
    expect(screenRefused(access, '/software-orders')).toBe(false);
    expect(screenRefused(access, '/order-detail/42')).toBe(false); // no row: the server answers its calls
    expect(screenRefused(dealer, '/credit-history')).toBe(false);
  });
});
