import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';

// The lookups of the public order links (no sign-in): by the random public id, or by the number
// together with it. Only real orders (with a number) are found; both columns are unique indexes.

export const findByPublicId = (db: Kysely<Database>, publicId: string) =>
  db.selectFrom('software_orders').selectAll().where('public_id', '=', publicId).where('number', 'is not', null).executeTakeFirst();

export const findByNumberAndPublicId = (db: Kysely<Database>, number: number, publicId: string) =>
  db.selectFrom('software_orders').selectAll().where('number', '=', number).where('public_id', '=', publicId).executeTakeFirst();

/** By the number alone: for a signed-in reader, whose right to the order the route checks. */
export const findByNumber = (db: Kysely<Database>, number: number) =>
  db.selectFrom('software_orders').selectAll().where('number', '=', number).executeTakeFirst();
