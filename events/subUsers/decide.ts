import type { Decider } from '../command/handle-command.js';
import { decideByType } from '../decide-by-type.js';
import { unreachable } from '../unreachable.js';
import { problem, Refusal } from '../problem.js';
import type { SubUserPermissionEvent } from './events.js';
import { withDefaults, type PermissionTree, type SubUserRole } from './permissions.js';

// One permission set's life: created by a parent, changed, deleted. The route checks what needs
// the read models (accounts still under the set, the acting sub-user's own rights) first.

export const SUB_USER_PERMISSION_NOT_FOUND = problem('SUB_USER_PERMISSION_NOT_FOUND', 'Sub-user permission not found');
export const SUB_USER_PERMISSION_EXISTS = problem('SUB_USER_PERMISSION_EXISTS', 'This sub-user permission exists already');

type Acting = { eventId: string; parentId: string; by: string; at: string };
export type CreateSubUserPermission = Acting & { type: 'CreateSubUserPermission'; permissionId: string; name: string; role: SubUserRole; permissions?: PermissionTree };
export type UpdateSubUserPermission = Acting & { type: 'UpdateSubUserPermission'; permissionId: string; name?: string; role?: SubUserRole; permissions?: PermissionTree };
export type DeleteSubUserPermission = Acting & { type: 'DeleteSubUserPermission'; permissionId: string };
export type SubUserPermissionCommand = CreateSubUserPermission | UpdateSubUserPermission | DeleteSubUserPermission;

export type SubUserPermissionState = { parentId: string; name: string; role: SubUserRole; permissions: PermissionTree; deleted: boolean } | null;

const evolve = (state: SubUserPermissionState, event: SubUserPermissionEvent): SubUserPermissionState => {
  switch (event.type) {
    case 'SubUserPermissionCreated':
    case 'SubUserPermissionUpdated': {
      const { parentId, name, role, permissions } = event.data;
      return { parentId, name, role, permissions, deleted: false };
    }
    case 'SubUserPermissionDeleted':
      return state && { ...state, deleted: true };
    default:
      return unreachable('sub-user permission event', event);
  }
};

/** A new role without a tree starts from that role's defaults; a tree given is read against the role. */
export const changedRights = (before: { role: SubUserRole; permissions: PermissionTree }, change: { role?: SubUserRole; permissions?: PermissionTree }) => {
  const role = change.role ?? before.role;
  return { role, permissions: withDefaults(role, change.permissions ?? (change.role && change.role !== before.role ? undefined : before.permissions)) };
};

/** Another parent's set is answered as missing: its existence is none of the caller's business. */
const existing = (state: SubUserPermissionState, parentId: string) => {
  if (!state || state.deleted || state.parentId !== parentId) throw new Refusal(404, SUB_USER_PERMISSION_NOT_FOUND);
  return state;
};

export const subUserPermissionDecider: Decider<SubUserPermissionCommand, SubUserPermissionState, SubUserPermissionEvent> = {
  initialState: () => null,
  evolve,
  decide: decideByType<SubUserPermissionCommand, SubUserPermissionState, SubUserPermissionEvent>('sub-user permission', {
    CreateSubUserPermission: (c, state) => {
      if (state) throw new Refusal(409, SUB_USER_PERMISSION_EXISTS);
      return [{
        id: c.eventId, type: 'SubUserPermissionCreated',
        data: { permissionId: c.permissionId, parentId: c.parentId, name: c.name.trim(), role: c.role, permissions: withDefaults(c.role, c.permissions), by: c.by, at: c.at },
      }];
    },
    UpdateSubUserPermission: (c, state) => {
      const before = existing(state, c.parentId);
      const { role, permissions } = changedRights(before, c);
      const name = c.name?.trim() ?? before.name;
      if (name === before.name && role === before.role && JSON.stringify(permissions) === JSON.stringify(before.permissions)) return [];
      return [{ id: c.eventId, type: 'SubUserPermissionUpdated', data: { permissionId: c.permissionId, parentId: c.parentId, name, role, permissions, by: c.by, at: c.at } }];
    },
    DeleteSubUserPermission: (c, state) => {
      existing(state, c.parentId);
      return [{ id: c.eventId, type: 'SubUserPermissionDeleted', data: { permissionId: c.permissionId, parentId: c.parentId, by: c.by, at: c.at } }];
    },
  }),
};
