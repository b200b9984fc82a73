import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { ContentPageRow } from './table.js';

// The spec's pages are a fixed list of eleven: read whole, never paged.

export const allContentPages = (db: Kysely<Database>): Promise<ContentPageRow[]> => db.selectFrom('content_pages').selectAll().execute();

export const findContentPage = async (db: Kysely<Database>, slug: string): Promise<ContentPageRow | null> =>
  (await db.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst()) ?? null;
