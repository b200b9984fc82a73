import type { Decider } from '../command/handle-command.js';
import { decideByType } from '../decide-by-type.js';
import { changedText, isBlankText, sameText, TEXT_REQUIRED, trimmedText, type TextChanges } from '../localized.js';
import { problem, Refusal, type Problem, type ProblemParams } from '../problem.js';
import { unreachable } from '../unreachable.js';
import { FAQ_MAX_POSITION, type FaqContent, type FaqEvent } from './events.js';

type Base = { entryId: string; eventId: string; actorId: string; at: string };
export type AddFaqEntry = Base & { type: 'AddFaqEntry' } & FaqContent;
/** Fields and languages left out keep their value. */
export type EditFaqEntry = Base & { type: 'EditFaqEntry'; changes: { group?: TextChanges; question?: TextChanges; answer?: TextChanges; position?: number } };
export type RemoveFaqEntry = Base & { type: 'RemoveFaqEntry' };
export type FaqCommand = AddFaqEntry | EditFaqEntry | RemoveFaqEntry;

/** A refused FAQ command: 404 unknown or removed entry, 409 an id already used, 400 bad content. */
export class FaqRefused extends Refusal {
  constructor(status: 400 | 404 | 409, refused: Problem, params?: ProblemParams) {
    super(status, refused, params);
    this.name = 'FaqRefused';
  }
}
export const FAQ_ENTRY_NOT_FOUND = problem('FAQ_ENTRY_NOT_FOUND', 'FAQ entry not found');
export const FAQ_ENTRY_EXISTS = problem('FAQ_ENTRY_EXISTS', 'A FAQ entry with this id already exists');
export const FAQ_POSITION_INVALID = problem('FAQ_POSITION_INVALID', 'The position must be a whole number from 0 to {max}', { max: FAQ_MAX_POSITION });

export type FaqState = { content: FaqContent | null; removed: boolean };
export const initialFaq = (): FaqState => ({ content: null, removed: false });

export const evolveFaq = (state: FaqState, event: FaqEvent): FaqState => {
  switch (event.type) {
    case 'FaqEntryAdded':
    case 'FaqEntryEdited': {
      const { entryId: _id, actorId: _actor, at: _at, ...content } = event.data;
      return { ...state, content };
    }
    case 'FaqEntryRemoved':
      return { ...state, removed: true };
    default:
      return unreachable('faq event', event);
  }
};

/** A question and its answer in one language at least; the group may stay empty (shown as the general group). */
const checked = (c: FaqContent): FaqContent => {
  const content = { group: trimmedText(c.group), question: trimmedText(c.question), answer: trimmedText(c.answer), position: c.position };
  if (isBlankText(content.question)) throw new FaqRefused(400, TEXT_REQUIRED, { field: 'question' });
  if (isBlankText(content.answer)) throw new FaqRefused(400, TEXT_REQUIRED, { field: 'answer' });
  if (!Number.isSafeInteger(c.position) || c.position < 0 || c.position > FAQ_MAX_POSITION) throw new FaqRefused(400, FAQ_POSITION_INVALID, { field: 'position' });
  return content;
};

const existing = (state: FaqState): FaqContent => {
  if (!state.content || state.removed) throw new FaqRefused(404, FAQ_ENTRY_NOT_FOUND);
  return state.content;
};

const same = (a: FaqContent, b: FaqContent) => sameText(a.group, b.group) && sameText(a.question, b.question) && sameText(a.answer, b.answer) && a.position === b.position;

const add = (c: AddFaqEntry, state: FaqState): FaqEvent[] => {
  if (state.content) throw new FaqRefused(409, FAQ_ENTRY_EXISTS);
  return [{ id: c.eventId, type: 'FaqEntryAdded', data: { entryId: c.entryId, ...checked(c), actorId: c.actorId, at: c.at } }];
};

const edit = (c: EditFaqEntry, state: FaqState): FaqEvent[] => {
  const before = existing(state);
  const { group, question, answer, position } = c.changes;
  const content = checked({
    group: changedText(before.group, group), question: changedText(before.question, question), answer: changedText(before.answer, answer), position: position ?? before.position,
  });
  if (same(content, before)) return [];
  return [{ id: c.eventId, type: 'FaqEntryEdited', data: { entryId: c.entryId, ...content, actorId: c.actorId, at: c.at } }];
};

const remove = (c: RemoveFaqEntry, state: FaqState): FaqEvent[] => {
  existing(state);
  return [{ id: c.eventId, type: 'FaqEntryRemoved', data: { entryId: c.entryId, actorId: c.actorId, at: c.at } }];
};

/** A FAQ entry's decider, for the one command path. */
export const faqDecider: Decider<FaqCommand, FaqState, FaqEvent> = {
  decide: decideByType<FaqCommand, FaqState, FaqEvent>('faq', { AddFaqEntry: add, EditFaqEntry: edit, RemoveFaqEntry: remove }),
  evolve: evolveFaq,
  initialState: initialFaq,
};
