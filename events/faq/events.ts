import type { NewEvent } from '../store/port.js';
import type { Localized } from '../localized.js';

// FAQ (issue 14): entries an Admin writes, read by anyone at the public /faq. One stream per entry
// (`faq-<uuid>`). Entries are grouped by their group's name and ordered by position inside it.

export const FAQ_STREAM_PREFIX = 'faq-';
export const faqStream = (entryId: string) => `${FAQ_STREAM_PREFIX}${entryId}`;

/** Highest position an entry may take inside its group. */
export const FAQ_MAX_POSITION = 10_000;

export type FaqContent = { group: Localized; question: Localized; answer: Localized; position: number };

export type FaqEventData = {
  FaqEntryAdded: FaqContent & { entryId: string; actorId: string; at: string };
  /** The whole entry again, as edited. */
  FaqEntryEdited: FaqContent & { entryId: string; actorId: string; at: string };
  FaqEntryRemoved: { entryId: string; actorId: string; at: string };
};

export type FaqEventType = keyof FaqEventData;
export type FaqEvent = { [T in FaqEventType]: NewEvent<T, FaqEventData[T]> }[FaqEventType];
export const FAQ_EVENT_TYPES = ['FaqEntryAdded', 'FaqEntryEdited', 'FaqEntryRemoved'] as const satisfies readonly FaqEventType[];
