import type { Decider } from '../command/handle-command.js';
import { changedText, isBlankText, sameText, TEXT_REQUIRED, trimmedText, type TextChanges } from '../localized.js';
import { problem, Refusal } from '../problem.js';
import { isContentPageSlug, type ContentPageEvent, type ContentPageText } from './pages.js';

/** Texts and languages left out keep their value; the first save of a page starts from empty texts. */
export type EditContentPage = { type: 'EditContentPage'; slug: string; eventId: string; actorId: string; at: string; changes: { title?: TextChanges; body?: TextChanges } };

export const CONTENT_PAGE_NOT_FOUND = problem('CONTENT_PAGE_NOT_FOUND', 'There is no such page');

export type ContentPageState = ContentPageText;
const EMPTY = { en: '', es: '' };
export const initialContentPage = (): ContentPageState => ({ title: EMPTY, body: EMPTY });

const edit = (c: EditContentPage, state: ContentPageState): ContentPageEvent[] => {
  if (!isContentPageSlug(c.slug)) throw new Refusal(404, CONTENT_PAGE_NOT_FOUND);
  const title = trimmedText(changedText(state.title, c.changes.title));
  const body = trimmedText(changedText(state.body, c.changes.body));
  // A page shows its title in the public menu, so it needs one; its body may wait.
  if (isBlankText(title)) throw new Refusal(400, TEXT_REQUIRED, { field: 'title' });
  if (sameText(title, state.title) && sameText(body, state.body)) return [];
  return [{ id: c.eventId, type: 'ContentPageEdited', data: { slug: c.slug, title, body, actorId: c.actorId, at: c.at } }];
};

/** A content page's decider, for the one command path. */
export const contentPageDecider: Decider<EditContentPage, ContentPageState, ContentPageEvent> = {
  initialState: initialContentPage,
  evolve: (_state, event) => ({ title: event.data.title, body: event.data.body }),
  decide: edit,
};
