import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { NO_ID, type Page } from '../../database/query-helpers.js';
import { ALL_TICKETS } from './projection.js';
import type { TicketMessageRow, TicketRow } from './table.js';

// The ticket list (simple-rest): live tickets, unassigned first, then the asked order, filtered in
// SQL by the indexes of the read model's migration; totals from the counts the fold keeps.

type Db = Kysely<Database>;

export const TICKET_SORTABLE = ['number', 'created_at', 'updated_at', 'last_message_at', 'status', 'title', 'category_id'] as const;
export type TicketSort = (typeof TICKET_SORTABLE)[number];

export type TicketFilter = {
  /** Only tickets whose dealer is this account or below it. */
  visibleTo?: string;
  status?: string;
  /** Every status but this one (an agent's open tickets: all but closed). */
  statusNot?: string;
  categoryId?: string;
  agentId?: string;
  dealerId?: string;
  unassigned?: boolean;
  ids?: string[];
  /** The ticket's number (support/{id} with a numeric id, read by the admin's route guard). */
  number?: number;
};

export type TicketListRow = TicketRow & { dealer_name: string | null; order_number: number | null; agent_sub_user_name: string | null };

/** An account's tickets are found through the chain's GIN index first (as software orders are); staff read the table. */
const source = (db: Db, visibleTo: string | undefined) =>
  visibleTo
    ? db.selectFrom((eb) => eb.selectFrom('tickets').selectAll().where('dealer_chain', '@>', sql<string[]>`ARRAY[${visibleTo}]::uuid[]`).offset(0).as('t'))
    : db.selectFrom('tickets as t');

const filtered = (db: Db, f: TicketFilter) => {
  let query = source(db, f.visibleTo).where('t.deleted_at', 'is', null);
  if (f.status) query = query.where('t.status', '=', f.status);
  if (f.statusNot) query = query.where('t.status', '<>', f.statusNot);
  if (f.categoryId) query = query.where('t.category_id', '=', f.categoryId);
  if (f.agentId) query = query.where('t.agent_id', '=', f.agentId);
  if (f.dealerId) query = query.where('t.dealer_id', '=', f.dealerId);
  if (f.unassigned === true) query = query.where('t.agent_id', 'is', null);
  if (f.unassigned === false) query = query.where('t.agent_id', 'is not', null);
  if (f.ids) query = query.where('t.id', 'in', f.ids.length ? f.ids : [NO_ID]);
  if (f.number !== undefined) query = query.where('t.number', '=', f.number);
  return query;
};

const total = async (db: Db, f: TicketFilter): Promise<number> => {
  const { visibleTo, status, categoryId, unassigned, ...others } = f;
  if (Object.values(others).some((value) => value !== undefined)) {
    const row = await filtered(db, f).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    return Number(row.total);
  }
  let query = db.selectFrom('ticket_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), sql<string>`0`).as('total'))
    .where('account_id', '=', visibleTo ?? ALL_TICKETS);
  if (status) query = query.where('status', '=', status);
  if (categoryId) query = query.where('category_id', '=', categoryId);
  if (unassigned !== undefined) query = query.where('unassigned', '=', unassigned);
  return Number((await query.executeTakeFirstOrThrow()).total);
};

const fullName = sql<string | null>`NULLIF(concat_ws(' ', u.first_name, u.last_name), '')`;
const subUserName = sql<string | null>`NULLIF(concat_ws(' ', s.first_name, s.last_name), '')`;

export const listTickets = async (db: Db, filter: TicketFilter, page: Page<TicketSort>) => {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .leftJoin('users as u', 'u.id', 't.dealer_id').leftJoin('software_orders as o', 'o.id', 't.order_id').leftJoin('users as s', 's.id', 't.agent_sub_user_id')
      .selectAll('t').select([fullName.as('dealer_name'), 'o.number as order_number', subUserName.as('agent_sub_user_name')])
      .orderBy(sql`(t.agent_id IS NULL)`, 'desc').orderBy(`t.${page.sort.field}`, page.sort.order).orderBy('t.id')
      .offset(page.offset).limit(page.limit).execute(),
    total(db, filter),
  ]);
  return { rows: rows as TicketListRow[], total: count };
};

/** A live ticket with its dealer's name and its order's number, or undefined. */
export const findTicket = async (db: Db, id: string): Promise<TicketListRow | undefined> =>
  (await db.selectFrom('tickets as t').leftJoin('users as u', 'u.id', 't.dealer_id').leftJoin('software_orders as o', 'o.id', 't.order_id')
    .leftJoin('users as s', 's.id', 't.agent_sub_user_id')
    .selectAll('t').select([fullName.as('dealer_name'), 'o.number as order_number', subUserName.as('agent_sub_user_name')])
    .where('t.id', '=', id).where('t.deleted_at', 'is', null).executeTakeFirst()) as TicketListRow | undefined;

export type TicketMessageWithAuthor = TicketMessageRow & { author_name: string | null; sub_user_name: string | null };

/** Messages with their account's name (a sub-user's parent) and the sub-user who wrote it for the account (issue 13). */
export const ticketMessages = async (db: Db, ticketId: string): Promise<TicketMessageWithAuthor[]> =>
  (await db.selectFrom('ticket_messages as m').leftJoin('users as s', 's.id', 'm.author_sub_user_id')
    .leftJoin('users as u', (join) => join.on((eb) => eb('u.id', '=', eb.fn.coalesce('s.sub_user_of', 'm.author_id'))))
    .selectAll('m').select([fullName.as('author_name'), subUserName.as('sub_user_name')]).where('m.ticket_id', '=', ticketId).orderBy('m.seq').execute()) as TicketMessageWithAuthor[];

export const ticketTimeline = (db: Db, ticketId: string) =>
  db.selectFrom('ticket_timeline').selectAll().where('ticket_id', '=', ticketId).orderBy('revision').execute();

/** A file of the ticket by its hash, or null when no message of this ticket carries it. */
export const ticketAttachment = async (db: Db, ticketId: string, sha256: string) =>
  (await db.selectFrom('ticket_attachments').select(['sha256', 'size', 'name']).where('ticket_id', '=', ticketId).where('sha256', '=', sha256).executeTakeFirst()) ?? null;

/** Tickets nobody has taken yet, from the kept counts (a sum over a few rows): what the sidebar's new-ticket badge counts. */
export const unassignedTicketCount = async (db: Db): Promise<number> => {
  const row = await db.selectFrom('ticket_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), sql<string>`0`).as('total'))
    .where('account_id', '=', ALL_TICKETS).where('unassigned', '=', true).executeTakeFirstOrThrow();
  return Number(row.total);
};
