import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { DOWNLOAD_EVENT_TYPES, type DownloadEvent, type SectionContent } from '../../events/downloads/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import { unreachable } from '../../events/unreachable.js';
import type { Projection } from '../runner/projection.js';

// Folds the downloads sections: one row per section (its texts in both languages and how many files
// it holds) and one per file it holds. A deleted section keeps its row, marked, and loses its files.

const isDownloadEvent = eventOfTypes<DownloadEvent>(DOWNLOAD_EVENT_TYPES);

const contentColumns = (c: SectionContent) => ({
  title_en: c.title.en, title_es: c.title.es, description_en: c.description.en, description_es: c.description.es, position: c.position,
});

const fold = async (trx: Transaction<Database>, event: DownloadEvent) => {
  switch (event.type) {
    case 'DownloadSectionCreated': {
      const d = event.data;
      const at = new Date(d.at);
      return void (await trx.insertInto('download_sections').values({ id: d.sectionId, ...contentColumns(d), created_at: at, updated_at: at, deleted_at: null }).execute());
    }
    case 'DownloadSectionUpdated':
      return void (await trx.updateTable('download_sections').set({ ...contentColumns(event.data), updated_at: new Date(event.data.at) }).where('id', '=', event.data.sectionId).execute());
    case 'DownloadSectionDeleted': {
      const { sectionId, at } = event.data;
      await trx.deleteFrom('download_files').where('section_id', '=', sectionId).execute();
      return void (await trx.updateTable('download_sections').set({ deleted_at: new Date(at), updated_at: new Date(at), file_count: 0 }).where('id', '=', sectionId).execute());
    }
    case 'DownloadFileAdded': {
      const d = event.data;
      await trx.insertInto('download_files').values({ file_id: d.fileId, section_id: d.sectionId, sha256: d.sha256, size: d.size, name: d.name, added_by: d.by, added_at: new Date(d.at) }).execute();
      return void (await trx.updateTable('download_sections').set({ file_count: sql`file_count + 1`, updated_at: new Date(d.at) }).where('id', '=', d.sectionId).execute());
    }
    case 'DownloadFileRemoved': {
      const d = event.data;
      await trx.deleteFrom('download_files').where('file_id', '=', d.fileId).execute();
      return void (await trx.updateTable('download_sections').set({ file_count: sql`file_count - 1`, updated_at: new Date(d.at) }).where('id', '=', d.sectionId).execute());
    }
    default:
      return unreachable('download event', event);
  }
};

export const downloadsProjection: Projection = {
  name: 'downloads',
  handles: DOWNLOAD_EVENT_TYPES,
  tables: ['download_sections', 'download_files'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isDownloadEvent(event)) await fold(trx, event);
  },
};
