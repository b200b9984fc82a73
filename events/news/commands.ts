import type { TextChanges } from '../localized.js';
import type { NewsText } from './events.js';

// Commands carry every fact the decider needs: the item, who acts, the time and the event id.

type Base = { newsId: string; eventId: string; actorId: string; at: string };

export type PublishNews = Base & { type: 'PublishNews' } & NewsText;
/** Texts and languages left out keep their value. */
export type EditNews = Base & { type: 'EditNews'; changes: { title?: TextChanges; body?: TextChanges } };
export type DeleteNews = Base & { type: 'DeleteNews' };
export type NewsCommand = PublishNews | EditNews | DeleteNews;

/** On the reader's stream; the event id derives from (reader, item), so reading twice records once. */
export type ReadNews = { type: 'ReadNews'; userId: string; newsId: string; eventId: string; at: string };
