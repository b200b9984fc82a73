import { describe, expect, it } from 'vitest';
import { ADMIN_DEFAULT_TREE, beyondOwnRights, defaultTree, isAllowed, permissionPaths, withDefaults, type PermissionTree } from './permissions.js';

describe('isAllowed (spec section 5: a missing entry means allowed, otherwise its status)', () => {
  const tree: PermissionTree = {
    credits: { status: true, children: { buy_credits: { status: false }, transfer_credits: { status: true } } },
    support: { status: false },
    downloads: { status: false, children: { download_files: { status: true } } },
  };

  it('uses the status of an entry that is there', () => {
    expect(isAllowed(tree, 'credits')).toBe(true);
    expect(isAllowed(tree, 'credits.transfer_credits')).toBe(true);
    expect(isAllowed(tree, 'credits.buy_credits')).toBe(false);
    expect(isAllowed(tree, 'support')).toBe(false);
  });

  it('allows what the tree does not name, at any depth', () => {
    expect(isAllowed(tree, 'news')).toBe(true);
    expect(isAllowed(tree, 'credits.configuration')).toBe(true);
    expect(isAllowed({}, 'user_management.create_user')).toBe(true);
  });

  it('refuses a switch under a module that is off, whatever the switch says', () => {
    expect(isAllowed(tree, 'downloads.download_files')).toBe(false);
    expect(isAllowed(tree, 'support.anything')).toBe(false);
  });

  it('does not read inherited object keys as entries', () => {
    expect(isAllowed(tree, 'constructor')).toBe(true);
    expect(isAllowed(tree, 'credits.toString')).toBe(true);
  });
});

describe('the default trees (spec section 6)', () => {
  it('has every module of the spec, profile off for both roles', () => {
    expect(Object.keys(ADMIN_DEFAULT_TREE)).toEqual([
      'user_management', 'dashboard', 'order_software', 'order_parts', 'track_order', 'credits', 'support', 'coupon', 'downloads', 'feedbacks', 'news', 'profile',
    ]);
    expect(isAllowed(defaultTree('sub_user_admin'), 'profile')).toBe(false);
    expect(isAllowed(defaultTree('sub_user_support'), 'profile')).toBe(false);
  });

  it('lists the switches of each module', () => {
    expect(permissionPaths().filter((p) => p.startsWith('credits.'))).toEqual([
      'credits.configuration', 'credits.send_offer_confirm_payment', 'credits.transfer_credits', 'credits.deduct_credits', 'credits.buy_credits',
    ]);
    expect(permissionPaths()).toContain('order_software.create_order');
    expect(permissionPaths()).toContain('downloads.upload_files');
    expect(permissionPaths()).toContain('user_management.update_password');
  });

  it('gives an Administrator sub-user credits and ordering, a Support sub-user tickets and tracking only', () => {
    const admin = defaultTree('sub_user_admin');
    const support = defaultTree('sub_user_support');
    expect(isAllowed(admin, 'credits.buy_credits')).toBe(true);
    expect(isAllowed(admin, 'order_software.create_order')).toBe(true);
    expect(isAllowed(support, 'credits.buy_credits')).toBe(false);
    expect(isAllowed(support, 'order_software.create_order')).toBe(false);
    expect(isAllowed(support, 'user_management.create_user')).toBe(false);
    expect(isAllowed(support, 'support')).toBe(true);
    expect(isAllowed(support, 'track_order')).toBe(true);
  });
});

describe('withDefaults', () => {
  it('keeps the role default where the parent set nothing and the parent switch where it did', () => {
    const tree = withDefaults('sub_user_admin', { credits: { status: true, children: { transfer_credits: { status: false } } }, profile: { status: true } });
    expect(isAllowed(tree, 'credits.transfer_credits')).toBe(false);
    expect(isAllowed(tree, 'credits.buy_credits')).toBe(true);
    expect(isAllowed(tree, 'profile')).toBe(true);
    expect(tree.news).toEqual({ status: true });
  });

  it('drops switches the tree does not know', () => {
    const tree = withDefaults('sub_user_support', { rockets: { status: true }, credits: { status: true, children: { print_money: { status: true } } } });
    expect(tree).not.toHaveProperty('rockets');
    expect(tree.credits.children).not.toHaveProperty('print_money');
    expect(isAllowed(tree, 'credits')).toBe(true);
  });
});

describe('beyondOwnRights', () => {
  it('names what a granted tree allows that the granter may not do', () => {
    const own = withDefaults('sub_user_admin', { credits: { status: true, children: { deduct_credits: { status: false } } } });
    expect(beyondOwnRights(withDefaults('sub_user_admin', undefined), own)).toEqual(['credits.deduct_credits']);
    expect(beyondOwnRights(withDefaults('sub_user_support', undefined), own)).toEqual([]);
    expect(beyondOwnRights(withDefaults('sub_user_admin', { profile: { status: true } }), own)).toEqual(['credits.deduct_credits', 'profile']);
  });
});
