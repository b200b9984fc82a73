import type { NewEvent } from '../store/port.js';
import type { PermissionTree, SubUserRole } from './permissions.js';

// Sub-users (issue 13). A parent account keeps named permission sets (a role and a permission
// tree; spec section 3's "sub-user permission entity") in streams of their own, and sub-user
// accounts, each under one set, in `sub-user-<id>`. `by` is whoever acted: the parent, or one of its
// sub-users managing the others, so the history stays attributed after a sub-user is deleted.

/** Both kinds of sub-user streams (`sub-user-<id>`, `sub-user-permission-<id>`). */
export const SUB_USER_STREAM_PREFIX = 'sub-user-';
export const subUserPermissionStream = (permissionId: string) => `sub-user-permission-${permissionId}`;
export const subUserStream = (subUserId: string) => `sub-user-${subUserId}`;

type PermissionSet = { permissionId: string; parentId: string; name: string; role: SubUserRole; permissions: PermissionTree };

export type SubUserEventData = {
  SubUserPermissionCreated: PermissionSet & { by: string; at: string };
  SubUserPermissionUpdated: PermissionSet & { by: string; at: string };
  SubUserPermissionDeleted: { permissionId: string; parentId: string; by: string; at: string };
  SubUserCreated: { subUserId: string; parentId: string; permissionId: string; email: string; firstName: string; lastName: string; by: string; at: string };
  SubUserDeleted: { subUserId: string; parentId: string; by: string; at: string };
};

export type SubUserEventType = keyof SubUserEventData;
export const SUB_USER_EVENT_TYPES = [
  'SubUserPermissionCreated', 'SubUserPermissionUpdated', 'SubUserPermissionDeleted', 'SubUserCreated', 'SubUserDeleted',
] as const satisfies readonly SubUserEventType[];

export type SubUserEvent = { [T in SubUserEventType]: NewEvent<T, SubUserEventData[T]> }[SubUserEventType];
export type SubUserPermissionEvent = Extract<SubUserEvent, { type: `SubUserPermission${string}` }>;
