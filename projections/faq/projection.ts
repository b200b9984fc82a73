import type { Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { FAQ_EVENT_TYPES, type FaqContent, type FaqEvent } from '../../events/faq/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import { unreachable } from '../../events/unreachable.js';
import type { Projection } from '../runner/projection.js';

// Folds the FAQ streams into one row per entry; every value comes from the events.

const isFaqEvent = eventOfTypes<FaqEvent>(FAQ_EVENT_TYPES);

const columns = (c: FaqContent) => ({
  group_en: c.group.en, group_es: c.group.es, question_en: c.question.en, question_es: c.question.es,
  answer_en: c.answer.en, answer_es: c.answer.es, position: c.position,
});

const fold = async (trx: Transaction<Database>, event: FaqEvent) => {
  switch (event.type) {
    case 'FaqEntryAdded': {
      const d = event.data;
      await trx.insertInto('faq_entries').values({ id: d.entryId, ...columns(d), created_at: new Date(d.at), updated_at: new Date(d.at) })
        .onConflict((oc) => oc.column('id').doNothing()).execute();
      return;
    }
    case 'FaqEntryEdited': {
      const d = event.data;
      await trx.updateTable('faq_entries').set({ ...columns(d), updated_at: new Date(d.at) }).where('id', '=', d.entryId).execute();
      return;
    }
    case 'FaqEntryRemoved':
      await trx.deleteFrom('faq_entries').where('id', '=', event.data.entryId).execute();
      return;
    default:
      return unreachable('faq event', event);
  }
};

export const faqProjection: Projection = {
  name: 'faq',
  handles: FAQ_EVENT_TYPES,
  tables: ['faq_entries'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isFaqEvent(event)) await fold(trx, event);
  },
};
