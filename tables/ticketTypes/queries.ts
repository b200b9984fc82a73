import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { audit } from '../audit/queries.js';
import type { MenuGroup, TicketCategoryRow, TicketStatusRow } from './table.js';

// Few rows (a handful of each): listed whole, ordered for selects.

type Db = Kysely<Database>;

export const listTicketCategories = (db: Db): Promise<TicketCategoryRow[]> => db.selectFrom('ticket_categories').selectAll().orderBy('name').execute();
export const listTicketStatuses = (db: Db): Promise<TicketStatusRow[]> => db.selectFrom('ticket_statuses').selectAll().orderBy('position').orderBy('name').execute();
export const findTicketCategory = (db: Db, id: string) => db.selectFrom('ticket_categories').selectAll().where('id', '=', id).executeTakeFirst();
export const findTicketStatus = (db: Db, id: string) => db.selectFrom('ticket_statuses').selectAll().where('id', '=', id).executeTakeFirst();

export type TicketCategoryFields = { name: string; menu_group: MenuGroup };
export type TicketStatusFields = { name: string; position: number };

export const createTicketCategory = (db: Db, actorId: string, id: string, fields: TicketCategoryFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('ticket_categories').values({ id, ...fields, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'ticket_categories', entityId: id, action: 'create', after: row });
    return row;
  });

export const updateTicketCategory = (db: Db, actorId: string, id: string, fields: TicketCategoryFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('ticket_categories').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const row = await trx.updateTable('ticket_categories').set({ ...fields, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'ticket_categories', entityId: id, action: 'update', before, after: row });
    return row;
  });

export const createTicketStatus = (db: Db, actorId: string, id: string, fields: TicketStatusFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('ticket_statuses').values({ id, ...fields, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'ticket_statuses', entityId: id, action: 'create', after: row });
    return row;
  });

export const updateTicketStatus = (db: Db, actorId: string, id: string, fields: TicketStatusFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('ticket_statuses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const row = await trx.updateTable('ticket_statuses').set({ ...fields, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: 'ticket_statuses', entityId: id, action: 'update', before, after: row });
    return row;
  });
