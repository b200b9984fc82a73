import type { NewEvent } from '../store/port.js';
import type { Localized } from '../localized.js';

// News (issue 14): an Admin publishes, edits and deletes items; every signed-in user reads them.
// One stream per item (`news-<uuid>`), and one per reader for the read markers
// (`news-reads-<userId>`), so marking read never conflicts with an Admin's edit.

export const NEWS_STREAM_PREFIX = 'news-';
export const newsStream = (newsId: string) => `${NEWS_STREAM_PREFIX}${newsId}`;
export const newsReadsStream = (userId: string) => `news-reads-${userId}`;

export type NewsText = { title: Localized; body: Localized };

export type NewsEventData = {
  NewsPublished: NewsText & { newsId: string; actorId: string; at: string };
  /** The whole text again, as edited. */
  NewsEdited: NewsText & { newsId: string; actorId: string; at: string };
  NewsDeleted: { newsId: string; actorId: string; at: string };
  /** A reader opened the item: its unread badge drops by one. */
  NewsRead: { userId: string; newsId: string; at: string };
};

export type NewsEventType = keyof NewsEventData;
export type NewsEvent = { [T in NewsEventType]: NewEvent<T, NewsEventData[T]> }[NewsEventType];
export type NewsItemEvent = Exclude<NewsEvent, { type: 'NewsRead' }>;
export type NewsReadEvent = Extract<NewsEvent, { type: 'NewsRead' }>;
export const NEWS_EVENT_TYPES = ['NewsPublished', 'NewsEdited', 'NewsDeleted', 'NewsRead'] as const satisfies readonly NewsEventType[];
