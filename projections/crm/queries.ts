import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { escapeLike } from '../../database/query-helpers.js';
import type { CrmFeedbackRow, CrmMeetingRow, CrmTargetRow } from './table.js';

// What the Sales CRM screens read: the customers (distributors, dealers, sub-dealers) with their
// current target and the credits bought since it started, one page at a time, then the meetings,
// ratings and targets of that page's users.

export const CRM_CUSTOMER_ROLES = ['Distributor', 'Dealer', 'SubDealer'] as const;

export const CRM_USER_SORTS = ['name', 'email', 'credits_to_buy', 'bought', 'target_status', 'feedback_average'] as const;
export type CrmUserSort = (typeof CRM_USER_SORTS)[number];

export type CrmUserPage = { q?: string; userId?: string; sort: CrmUserSort; order: 'asc' | 'desc'; offset: number; limit: number };

export type CrmUserListRow = {
  id: string; email: string; first_name: string; last_name: string; country_id: string | null; roles: string[];
  credits_to_buy: string | null; target_from: Date | null; bought: string;
};

// users.id is a uuid, the read models keep ids as text (events carry them so).
// Bought: confirmed credit orders from the current target's start (all of them without a target).
const BOUGHT = sql<string>`(SELECT COALESCE(SUM(p.credits), 0) FROM crm_purchases p WHERE p.user_id = u.id::text AND p.confirmed_at >= COALESCE(cu.target_from, '-infinity'::timestamptz))`;
const ORDER_BY: Record<CrmUserSort, ReturnType<typeof sql>> = {
  name: sql`lower(u.first_name || ' ' || u.last_name)`,
  email: sql`u.email`,
  credits_to_buy: sql`cu.credits_to_buy`,
  bought: BOUGHT,
  target_status: sql`(${BOUGHT})::numeric / NULLIF(cu.credits_to_buy, 0)`,
  feedback_average: sql`(SELECT AVG(f.calification) FROM crm_feedbacks f WHERE f.user_id = u.id::text)`,
};

const customers = (db: Kysely<Database>, page: Pick<CrmUserPage, 'q' | 'userId'>) => {
  let query = db.selectFrom('users as u').leftJoin('crm_users as cu', (join) => join.on(sql<boolean>`cu.user_id = u.id::text`))
    .where(sql<boolean>`u.roles && ${sql.val([...CRM_CUSTOMER_ROLES])}::text[]`)
    .where('u.sub_user_of', 'is', null);
  if (page.userId) query = query.where('u.id', '=', page.userId);
  if (page.q) {
    const pattern = escapeLike(page.q);
    query = query.where((eb) => eb.or([eb('u.email', 'ilike', pattern), eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', pattern)]));
  }
  return query;
};

export const listCrmUsers = async (db: Kysely<Database>, page: CrmUserPage): Promise<{ rows: CrmUserListRow[]; total: number }> => {
  const direction = page.order === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
  const [rows, count] = await Promise.all([
    customers(db, page)
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.country_id', 'u.roles', 'cu.credits_to_buy', 'cu.target_from'])
      .select(BOUGHT.as('bought'))
      .orderBy(sql`${ORDER_BY[page.sort]} ${direction}`).orderBy('u.email').orderBy('u.id')
      .offset(page.offset).limit(page.limit).execute(),
    customers(db, page).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as CrmUserListRow[], total: Number(count.total) };
};

export type CrmUserDetails = { meetings: CrmMeetingRow[]; feedbacks: CrmFeedbackRow[]; targets: CrmTargetRow[] };

export const crmUserDetails = async (db: Kysely<Database>, userIds: string[]): Promise<Map<string, CrmUserDetails>> => {
  const ids = userIds.length ? userIds : [''];
  const [meetings, feedbacks, targets] = await Promise.all([
    db.selectFrom('crm_meetings').selectAll().where('user_id', 'in', ids).orderBy('date_meet').orderBy('meeting_id').execute(),
    db.selectFrom('crm_feedbacks').selectAll().where('user_id', 'in', ids).orderBy('created_at', 'desc').orderBy('feedback_id').execute(),
    db.selectFrom('crm_targets').selectAll().where('user_id', 'in', ids).orderBy('set_at', 'desc').orderBy('target_id').execute(),
  ]);
  const details = new Map(userIds.map((id): [string, CrmUserDetails] => [id, { meetings: [], feedbacks: [], targets: [] }]));
  for (const m of meetings) details.get(m.user_id)?.meetings.push(m);
  for (const f of feedbacks) details.get(f.user_id)?.feedbacks.push(f);
  for (const t of targets) details.get(t.user_id)?.targets.push(t);
  return details;
};

export const findCrmMeeting = async (db: Kysely<Database>, meetingId: string) =>
  (await db.selectFrom('crm_meetings').selectAll().where('meeting_id', '=', meetingId).executeTakeFirst()) ?? null;

export const isCrmCustomer = async (db: Kysely<Database>, userId: string) =>
  Boolean(await customers(db, { userId }).select('u.id').executeTakeFirst());

export type CrmLogFilter = { userId?: string; kind?: string; logId?: string };

const logs = (db: Kysely<Database>, filter: CrmLogFilter) => {
  let query = db.selectFrom('crm_logs as l')
    .leftJoin('users as u', (join) => join.on(sql<boolean>`u.id::text = l.user_id`))
    .leftJoin('users as a', (join) => join.on(sql<boolean>`a.id::text = l.actor_id`));
  if (filter.userId) query = query.where('l.user_id', '=', filter.userId);
  if (filter.kind) query = query.where('l.kind', '=', filter.kind);
  if (filter.logId) query = query.where('l.log_id', '=', filter.logId);
  return query;
};

/** One page of the activity log, newest first, and how many rows the filter has. */
export const listCrmLogs = async (db: Kysely<Database>, filter: CrmLogFilter, page: { offset: number; limit: number }) => {
  const [rows, count] = await Promise.all([
    logs(db, filter).selectAll('l')
      .select(['u.email as user_email', 'u.first_name as user_first_name', 'u.last_name as user_last_name', 'a.email as actor_email'])
      .orderBy('l.at', 'desc').orderBy('l.log_id', 'desc').offset(page.offset).limit(page.limit).execute(),
    logs(db, filter).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};
