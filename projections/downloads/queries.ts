import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { NO_ID, type Page } from '../../database/query-helpers.js';
import type { DownloadFileRow, DownloadSectionRow } from './table.js';

// The downloads page: live sections in the Admin's order, each with its files (a few per section).

type Db = Kysely<Database>;

export const SECTION_SORTABLE = ['position', 'created_at', 'updated_at', 'title_en'] as const;
export type SectionSort = (typeof SECTION_SORTABLE)[number];

export type SectionWithFiles = DownloadSectionRow & { files: DownloadFileRow[] };

const live = (db: Db, ids?: string[]) => {
  let query = db.selectFrom('download_sections').where('deleted_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids.length ? ids : [NO_ID]);
  return query;
};

const filesOf = async (db: Db, sectionIds: string[]): Promise<Map<string, DownloadFileRow[]>> => {
  const files = new Map<string, DownloadFileRow[]>(sectionIds.map((id) => [id, []]));
  if (!sectionIds.length) return files;
  const rows = await db.selectFrom('download_files').selectAll().where('section_id', 'in', sectionIds).orderBy('added_at').orderBy('file_id').execute();
  for (const row of rows) files.get(row.section_id)?.push(row);
  return files;
};

export const listSections = async (db: Db, filter: { ids?: string[] }, page: Page<SectionSort>): Promise<{ rows: SectionWithFiles[]; total: number }> => {
  const [rows, count] = await Promise.all([
    live(db, filter.ids).selectAll().orderBy(page.sort.field, page.sort.order).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    live(db, filter.ids).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const files = await filesOf(db, rows.map((row) => row.id));
  return { rows: rows.map((row) => ({ ...row, files: files.get(row.id) ?? [] })), total: Number(count.total) };
};

/** A live section with its files, or null. */
export const findSection = async (db: Db, id: string): Promise<SectionWithFiles | null> => {
  const row = await live(db).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { ...row, files: (await filesOf(db, [id])).get(id) ?? [] };
};

/** A file of a live section, or null. */
export const findSectionFile = async (db: Db, sectionId: string, fileId: string): Promise<DownloadFileRow | null> =>
  (await db.selectFrom('download_files as f').innerJoin('download_sections as s', 's.id', 'f.section_id').selectAll('f')
    .where('f.section_id', '=', sectionId).where('f.file_id', '=', fileId).where('s.deleted_at', 'is', null).executeTakeFirst()) ?? null;
