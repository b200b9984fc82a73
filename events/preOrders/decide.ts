import type { Decider } from '../command/handle-command.js';
import { Refusal } from '../problem.js';
import type { AnswerPreOrder, PreOrderCommand, RequestPreOrder } from './commands.js';
import { PRE_ORDER_ANSWER_REQUIRED, PRE_ORDER_ANSWERED, PRE_ORDER_EXISTS, PRE_ORDER_NOT_FOUND, PRE_ORDER_QUESTION_REQUIRED } from './errors.js';
import type { PreOrderEvent, PreOrderEventData } from './events.js';
import { decideByType } from '../decide-by-type.js';
import { unreachable } from '../unreachable.js';

// One question, one answer: a second answer is refused (the dealer asks a new request instead),
// so what the dealer read is what was answered.

export type PreOrderState = { request: PreOrderEventData['PreOrderRequested'] | null; answered: boolean };
export const initialPreOrder = (): PreOrderState => ({ request: null, answered: false });

export const evolve = (state: PreOrderState, event: PreOrderEvent): PreOrderState => {
  switch (event.type) {
    case 'PreOrderRequested':
      return { ...state, request: event.data };
    case 'PreOrderAnswered':
      return { ...state, answered: true };
    default:
      return unreachable('pre-order event', event);
  }
};

const request = (c: RequestPreOrder, state: PreOrderState): PreOrderEvent[] => {
  if (state.request) throw new Refusal(409, PRE_ORDER_EXISTS);
  const question = c.request.question.trim();
  if (!question) throw new Refusal(400, PRE_ORDER_QUESTION_REQUIRED);
  return [{ id: c.eventId, type: 'PreOrderRequested', data: { ...c.request, question } }];
};

const answer = (c: AnswerPreOrder, state: PreOrderState): PreOrderEvent[] => {
  if (!state.request) throw new Refusal(404, PRE_ORDER_NOT_FOUND);
  if (state.answered) throw new Refusal(409, PRE_ORDER_ANSWERED);
  const text = c.answer.trim();
  if (!text) throw new Refusal(400, PRE_ORDER_ANSWER_REQUIRED);
  return [{ id: c.eventId, type: 'PreOrderAnswered', data: { preOrderId: state.request.preOrderId, answer: text, by: c.by, byName: c.byName, at: c.at } }];
};

export const decide = decideByType<PreOrderCommand, PreOrderState, PreOrderEvent>('pre-order', {
  RequestPreOrder: request,
  AnswerPreOrder: answer,
});

export const preOrderDecider: Decider<PreOrderCommand, PreOrderState, PreOrderEvent> = { initialState: initialPreOrder, evolve, decide };
