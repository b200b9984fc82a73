import { describe, expect, it } from 'vitest';
import { permissionPaths, withDefaults } from '../../events/subUsers/permissions.js';
import { ANY_SUB_USER, NEVER, PUBLIC, SUB_USER_ROUTES, subUserMayCall, subUserRouteKey } from './sub-user-routes.js';

describe('the sub-user route table', () => {
  it('names only permission paths the tree knows', () => {
    const known = new Set<string>([...permissionPaths(), PUBLIC, ANY_SUB_USER, NEVER]);
    expect(Object.entries(SUB_USER_ROUTES).filter(([, rule]) => !known.has(rule))).toEqual([]);
  });

  it('reads routes under /api and their HEAD twins', () => {
    expect(subUserRouteKey('HEAD', '/api/users/:id')).toBe('GET /users/:id');
    expect(subUserRouteKey('POST', '/api/credit/transfer')).toBe('POST /credit/transfer');
  });

  it('refuses a route it has no row for, a NEVER row and a public row reached signed in', () => {
    const tree = withDefaults('sub_user_admin', undefined);
    expect(subUserMayCall('GET', '/api/not-a-route', tree)).toBe(false);
    expect(subUserMayCall('GET', '/api/notifications', tree)).toBe(false);
    // Its own password and two-factor (the route acts on the sub-user's login, not the parent's).
    expect(subUserMayCall('PUT', '/api/user/password', tree)).toBe(true);
    expect(subUserMayCall('POST', '/api/user/two-factor/setup', tree)).toBe(true);
    expect(subUserMayCall('POST', '/api/signin', tree)).toBe(false);
    expect(subUserMayCall('GET', '/api/user/view', tree)).toBe(true);
  });

  it('reads the tree for a permission row', () => {
    expect(subUserMayCall('POST', '/api/credit/transfer', withDefaults('sub_user_admin', undefined))).toBe(true);
    expect(subUserMayCall('POST', '/api/credit/transfer', withDefaults('sub_user_support', undefined))).toBe(false);
    expect(subUserMayCall('POST', '/api/credit/transfer', withDefaults('sub_user_admin', { credits: { status: false } }))).toBe(false);
    expect(subUserMayCall('GET', '/api/user/activity', withDefaults('sub_user_admin', undefined))).toBe(false);
  });
});
