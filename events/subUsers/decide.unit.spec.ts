import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import { subUserPermissionDecider, type SubUserPermissionCommand } from './decide.js';
import type { SubUserPermissionEvent } from './events.js';
import { isAllowed, withDefaults } from './permissions.js';

const spec = deciderSpec(subUserPermissionDecider);
const at = '2026-11-26T10:00:00.000Z';
const parentId = 'parent-1';
const created: SubUserPermissionEvent = {
  id: 'e1', type: 'SubUserPermissionCreated',
  data: { permissionId: 'p1', parentId, name: 'Front desk', role: 'sub_user_support', permissions: withDefaults('sub_user_support', undefined), by: parentId, at },
};
const update = (changes: Partial<SubUserPermissionCommand>): SubUserPermissionCommand =>
  ({ type: 'UpdateSubUserPermission', eventId: 'e2', permissionId: 'p1', parentId, by: 'sub-9', at, ...changes }) as SubUserPermissionCommand;

describe('sub-user permission sets', () => {
  it('are created with the role default tree and the switches given', () => {
    spec.given([]).when({ type: 'CreateSubUserPermission', eventId: 'e1', permissionId: 'p1', parentId, by: parentId, at, name: ' Front desk ', role: 'sub_user_support' })
      .then([created]);
  });

  it('record who changed them, and a new role without a tree starts from its defaults', () => {
    const events = subUserPermissionDecider.decide(update({ role: 'sub_user_admin' }), subUserPermissionDecider.evolve(null, created));
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ role: 'sub_user_admin', by: 'sub-9' });
    const tree = (events[0].data as { permissions: Parameters<typeof isAllowed>[0] }).permissions;
    expect(isAllowed(tree, 'credits.buy_credits')).toBe(true);
    expect(isAllowed(tree, 'profile')).toBe(false);
  });

  it('record nothing when a save changes nothing', () => {
    spec.given([created]).when(update({ name: 'Front desk' })).then([]);
  });

  it('are not found for another parent, nor once deleted', () => {
    spec.given([created]).when(update({ parentId: 'parent-2' })).thenThrows({ statusCode: 404, code: 'SUB_USER_PERMISSION_NOT_FOUND' });
    const deleted: SubUserPermissionEvent = { id: 'e3', type: 'SubUserPermissionDeleted', data: { permissionId: 'p1', parentId, by: parentId, at } };
    spec.given([created, deleted]).when(update({ name: 'Again' })).thenThrows({ statusCode: 404 });
    spec.given([created, deleted]).when({ type: 'DeleteSubUserPermission', eventId: 'e4', permissionId: 'p1', parentId, by: parentId, at }).thenThrows({ statusCode: 404 });
  });
});
