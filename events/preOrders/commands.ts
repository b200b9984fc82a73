import type { PreOrderEventData } from './events.js';

// Commands carry every fact the decider needs; `eventId` is the id of the event they append.
export type RequestPreOrder = { type: 'RequestPreOrder'; eventId: string; request: PreOrderEventData['PreOrderRequested'] };
export type AnswerPreOrder = { type: 'AnswerPreOrder'; eventId: string; answer: string; by: string; byName: string; at: string };
export type PreOrderCommand = RequestPreOrder | AnswerPreOrder;
