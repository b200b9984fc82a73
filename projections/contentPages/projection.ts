import { CONTENT_PAGE_EVENT_TYPES, type ContentPageEvent } from '../../events/contentPages/pages.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';

// Folds the content page streams: one row per page saved, its texts as last saved.

const isContentPageEvent = eventOfTypes<ContentPageEvent>(CONTENT_PAGE_EVENT_TYPES);

export const contentPagesProjection: Projection = {
  name: 'contentPages',
  handles: CONTENT_PAGE_EVENT_TYPES,
  tables: ['content_pages'],
  evolve: async (trx, event: RecordedEvent) => {
    if (!isContentPageEvent(event)) return;
    const d = event.data;
    const texts = { title_en: d.title.en, title_es: d.title.es, body_en: d.body.en, body_es: d.body.es, updated_by: d.actorId, updated_at: new Date(d.at) };
    await trx.insertInto('content_pages').values({ slug: d.slug, ...texts }).onConflict((oc) => oc.column('slug').doUpdateSet(texts)).execute();
  },
};
