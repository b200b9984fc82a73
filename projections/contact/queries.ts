import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Page } from '../../database/query-helpers.js';
import type { ContactRequestRow } from './table.js';

// The Admin's contact list: requests waiting for an answer first, then the newest.

type Db = Kysely<Database>;

export const CONTACT_SORTABLE = ['created_at', 'handled_at', 'name', 'email'] as const;
export type ContactSort = (typeof CONTACT_SORTABLE)[number];

const filtered = (db: Db, f: { handled?: boolean }) => {
  let query = db.selectFrom('contact_requests');
  if (f.handled === true) query = query.where('handled_at', 'is not', null);
  if (f.handled === false) query = query.where('handled_at', 'is', null);
  return query;
};

export const listContactRequests = async (db: Db, filter: { handled?: boolean }, page: Page<ContactSort>): Promise<{ rows: ContactRequestRow[]; total: number }> => {
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll().orderBy((eb) => eb('handled_at', 'is', null), 'desc').orderBy(page.sort.field, page.sort.order).orderBy('id')
      .offset(page.offset).limit(page.limit).execute(),
    filtered(db, filter).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findContactRequest = async (db: Db, id: string): Promise<ContactRequestRow | null> =>
  (await db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
