import type { Decider } from '../command/handle-command.js';
import { decideByType } from '../decide-by-type.js';
import { changedText, isBlankText, sameText, TEXT_REQUIRED, trimmedText } from '../localized.js';
import { unreachable } from '../unreachable.js';
import type { DeleteNews, EditNews, NewsCommand, PublishNews, ReadNews } from './commands.js';
import { NEWS_EXISTS, NEWS_NOT_FOUND, NewsRefused } from './errors.js';
import type { NewsItemEvent, NewsReadEvent, NewsText } from './events.js';

export type NewsState = { text: NewsText | null; deleted: boolean };
export const initialNews = (): NewsState => ({ text: null, deleted: false });

export const evolveNews = (state: NewsState, event: NewsItemEvent): NewsState => {
  switch (event.type) {
    case 'NewsPublished':
    case 'NewsEdited':
      return { ...state, text: { title: event.data.title, body: event.data.body } };
    case 'NewsDeleted':
      return { ...state, deleted: true };
    default:
      return unreachable('news event', event);
  }
};

/** The title is what the list shows, so it must exist in one language at least; so must the body. */
const checked = (text: NewsText): NewsText => {
  const title = trimmedText(text.title);
  const body = trimmedText(text.body);
  if (isBlankText(title)) throw new NewsRefused(400, TEXT_REQUIRED, { field: 'title' });
  if (isBlankText(body)) throw new NewsRefused(400, TEXT_REQUIRED, { field: 'body' });
  return { title, body };
};

const existing = (state: NewsState): NewsText => {
  if (!state.text || state.deleted) throw new NewsRefused(404, NEWS_NOT_FOUND);
  return state.text;
};

const publish = (c: PublishNews, state: NewsState): NewsItemEvent[] => {
  if (state.text) throw new NewsRefused(409, NEWS_EXISTS);
  return [{ id: c.eventId, type: 'NewsPublished', data: { newsId: c.newsId, ...checked(c), actorId: c.actorId, at: c.at } }];
};

const edit = (c: EditNews, state: NewsState): NewsItemEvent[] => {
  const before = existing(state);
  const text = checked({ title: changedText(before.title, c.changes.title), body: changedText(before.body, c.changes.body) });
  // Saving an unchanged form records nothing.
  if (sameText(text.title, before.title) && sameText(text.body, before.body)) return [];
  return [{ id: c.eventId, type: 'NewsEdited', data: { newsId: c.newsId, ...text, actorId: c.actorId, at: c.at } }];
};

const remove = (c: DeleteNews, state: NewsState): NewsItemEvent[] => {
  existing(state);
  return [{ id: c.eventId, type: 'NewsDeleted', data: { newsId: c.newsId, actorId: c.actorId, at: c.at } }];
};

export const decideNews = decideByType<NewsCommand, NewsState, NewsItemEvent>('news', { PublishNews: publish, EditNews: edit, DeleteNews: remove });

/** A news item's decider, for the one command path (events/command/handle-command.ts). */
export const newsDecider: Decider<NewsCommand, NewsState, NewsItemEvent> = { decide: decideNews, evolve: evolveNews, initialState: initialNews };

/** A reader's markers: the items they have read. Whether the item exists is the route's check (the read model). */
export type NewsReadsState = { read: ReadonlySet<string> };

export const newsReadsDecider: Decider<ReadNews, NewsReadsState, NewsReadEvent> = {
  initialState: () => ({ read: new Set() }),
  evolve: (state, event) => ({ read: new Set([...state.read, event.data.newsId]) }),
  decide: (c, state) => (state.read.has(c.newsId) ? [] : [{ id: c.eventId, type: 'NewsRead', data: { userId: c.userId, newsId: c.newsId, at: c.at } }]),
};
