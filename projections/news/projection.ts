import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { NEWS_EVENT_TYPES, type NewsEvent } from '../../events/news/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import { unreachable } from '../../events/unreachable.js';
import type { Projection } from '../runner/projection.js';

// Folds the news items and the readers' markers. The unread badge is one subtraction (items
// published minus items the reader has read), so both counts move here by increments: the runner
// folds each event once, and a marker counts only while its item exists.

const isNewsEvent = eventOfTypes<NewsEvent>(NEWS_EVENT_TYPES);

const moveTotal = (trx: Transaction<Database>, by: 1 | -1) =>
  trx.insertInto('news_totals').values({ id: 1, published: Math.max(by, 0) })
    .onConflict((oc) => oc.column('id').doUpdateSet({ published: sql`news_totals.published + ${by}` })).execute();

const fold = async (trx: Transaction<Database>, event: NewsEvent) => {
  switch (event.type) {
    case 'NewsPublished': {
      const d = event.data;
      const inserted = await trx.insertInto('news').values({
        id: d.newsId, title_en: d.title.en, title_es: d.title.es, body_en: d.body.en, body_es: d.body.es,
        author_id: d.actorId, published_at: new Date(d.at), updated_at: new Date(d.at),
      }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
      if (inserted) await moveTotal(trx, 1);
      return;
    }
    case 'NewsEdited': {
      const d = event.data;
      await trx.updateTable('news').set({ title_en: d.title.en, title_es: d.title.es, body_en: d.body.en, body_es: d.body.es, updated_at: new Date(d.at) })
        .where('id', '=', d.newsId).execute();
      return;
    }
    case 'NewsDeleted': {
      const d = event.data;
      const deleted = await trx.deleteFrom('news').where('id', '=', d.newsId).returning('id').executeTakeFirst();
      if (!deleted) return;
      await moveTotal(trx, -1);
      // Its readers had counted it as read: it no longer counts either way.
      await trx.updateTable('news_read_counts').set({ read: sql`read - 1` })
        .where('user_id', 'in', (eb) => eb.selectFrom('news_reads').select('user_id').where('news_id', '=', d.newsId)).execute();
      await trx.deleteFrom('news_reads').where('news_id', '=', d.newsId).execute();
      return;
    }
    case 'NewsRead': {
      const d = event.data;
      const item = await trx.selectFrom('news').select('id').where('id', '=', d.newsId).executeTakeFirst();
      if (!item) return; // deleted in between: nothing left to count
      const marked = await trx.insertInto('news_reads').values({ user_id: d.userId, news_id: d.newsId, read_at: new Date(d.at) })
        .onConflict((oc) => oc.columns(['user_id', 'news_id']).doNothing()).returning('news_id').executeTakeFirst();
      if (marked) {
        await trx.insertInto('news_read_counts').values({ user_id: d.userId, read: 1 })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ read: sql`news_read_counts.read + 1` })).execute();
      }
      return;
    }
    default:
      return unreachable('news event', event);
  }
};

export const newsProjection: Projection = {
  name: 'news',
  handles: NEWS_EVENT_TYPES,
  tables: ['news', 'news_reads', 'news_totals', 'news_read_counts'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isNewsEvent(event)) await fold(trx, event);
  },
};
