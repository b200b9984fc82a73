import type { Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { SUB_USER_EVENT_TYPES, type SubUserEvent } from '../../events/subUsers/events.js';
import { unreachable } from '../../events/unreachable.js';
import type { RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';

// Sub-users' permission sets and accounts: everything from the events, so a rebuild gives the same rows.

const fold = async (trx: Transaction<Database>, event: SubUserEvent) => {
  switch (event.type) {
    case 'SubUserPermissionCreated':
    case 'SubUserPermissionUpdated': {
      const d = event.data;
      const at = new Date(d.at);
      const row = { id: d.permissionId, parent_id: d.parentId, name: d.name, role: d.role, permissions: JSON.stringify(d.permissions), created_by: d.by, updated_by: d.by, created_at: at, updated_at: at };
      await trx.insertInto('sub_user_permissions').values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: row.name, role: row.role, permissions: row.permissions, updated_by: row.updated_by, updated_at: row.updated_at }))
        .execute();
      return;
    }
    case 'SubUserPermissionDeleted':
      await trx.deleteFrom('sub_user_permissions').where('id', '=', event.data.permissionId).execute();
      return;
    case 'SubUserCreated': {
      const d = event.data;
      await trx.insertInto('sub_user_accounts').values({
        id: d.subUserId, parent_id: d.parentId, permission_id: d.permissionId, email: d.email, first_name: d.firstName, last_name: d.lastName, created_by: d.by, created_at: new Date(d.at),
      }).onConflict((oc) => oc.column('id').doNothing()).execute();
      return;
    }
    case 'SubUserDeleted':
      await trx.updateTable('sub_user_accounts').set({ deleted_by: event.data.by, deleted_at: new Date(event.data.at) }).where('id', '=', event.data.subUserId).execute();
      return;
    default:
      unreachable('sub-user event', event);
  }
};

export const subUsersProjection: Projection = {
  name: 'sub_users',
  handles: SUB_USER_EVENT_TYPES,
  tables: ['sub_user_permissions', 'sub_user_accounts'],
  evolve: (trx, event) => fold(trx, event as RecordedEvent<SubUserEvent>),
};
