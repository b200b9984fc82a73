import type { Decider } from '../command/handle-command.js';
import { MAX_CREDIT_AMOUNT } from '../constants.js';
import { decideByType } from '../decide-by-type.js';
import { Refusal, type Problem } from '../problem.js';
import { unreachable } from '../unreachable.js';
import { CALIFICATIONS, CRM_TEXT_MAX, type Calification } from './constants.js';
import type { CrmCommand, DeleteSalesMeeting, RateSalesFeedback, ScheduleSalesMeeting, SetSalesTarget, WriteCustomLog } from './commands.js';
import { CRM_CALIFICATION_INVALID, CRM_DATE_INVALID, CRM_MEETING_NOT_FOUND, CRM_TARGET_INVALID, CRM_TEXT_REQUIRED, CRM_TEXT_TOO_LONG } from './errors.js';
import type { CrmEvent } from './events.js';
import { cleanText, textLength, type LocalizedText } from './text.js';

// A CRM user's record: the decider only needs which meetings exist (a meeting is deleted once).

export type CrmUserState = { meetings: readonly string[] };

export const initialCrmUser = (): CrmUserState => ({ meetings: [] });

export const evolve = (state: CrmUserState, event: CrmEvent): CrmUserState => {
  switch (event.type) {
    case 'SalesMeetingScheduled':
      return { meetings: [...state.meetings, event.data.meetingId] };
    case 'SalesMeetingDeleted':
      return { meetings: state.meetings.filter((id) => id !== event.data.meetingId) };
    case 'SalesTargetSet':
    case 'SalesFeedbackRated':
    case 'CustomLogWritten':
      return state;
    default:
      return unreachable('crm event', event);
  }
};

const refuse = (status: 400 | 404, refused: Problem, field?: string): never => {
  throw new Refusal(status, refused, field ? { field } : {});
};

const isInstant = (value: string) => Number.isFinite(Date.parse(value));

/** English required, both languages at most CRM_TEXT_MAX characters. */
const checkedText = (text: LocalizedText, field: string): LocalizedText => {
  const clean = cleanText(text) ?? refuse(400, CRM_TEXT_REQUIRED, field);
  if (textLength(clean) > CRM_TEXT_MAX) refuse(400, CRM_TEXT_TOO_LONG, field);
  return clean;
};

const acted = (c: CrmCommand) => ({ userId: c.userId, actorId: c.actorId, at: c.at });

const setTarget = (c: SetSalesTarget): CrmEvent[] => {
  // Whole credits (hundredths divisible by 100); 0 is "no purchase expected" and has no status.
  if (!Number.isSafeInteger(c.creditsToBuy) || c.creditsToBuy < 0 || c.creditsToBuy % 100 !== 0 || c.creditsToBuy > MAX_CREDIT_AMOUNT * 100) {
    refuse(400, CRM_TARGET_INVALID, 'credits_to_buy');
  }
  if (!isInstant(c.from)) refuse(400, CRM_DATE_INVALID, 'from');
  return [{ id: c.eventId, type: 'SalesTargetSet', data: { ...acted(c), targetId: c.eventId, creditsToBuy: c.creditsToBuy, from: new Date(c.from).toISOString() } }];
};

const schedule = (c: ScheduleSalesMeeting): CrmEvent[] => {
  if (!isInstant(c.dateMeet)) refuse(400, CRM_DATE_INVALID, 'date_meet');
  const description = checkedText(c.description, 'description');
  return [{ id: c.eventId, type: 'SalesMeetingScheduled', data: { ...acted(c), meetingId: c.eventId, dateMeet: new Date(c.dateMeet).toISOString(), description } }];
};

const deleteMeeting = (c: DeleteSalesMeeting, state: CrmUserState): CrmEvent[] => {
  if (!state.meetings.includes(c.meetingId)) refuse(404, CRM_MEETING_NOT_FOUND);
  return [{ id: c.eventId, type: 'SalesMeetingDeleted', data: { ...acted(c), meetingId: c.meetingId } }];
};

const isCalification = (value: number): value is Calification => (CALIFICATIONS as readonly number[]).includes(value);

const rate = (c: RateSalesFeedback): CrmEvent[] => {
  if (!isCalification(c.calification)) return refuse(400, CRM_CALIFICATION_INVALID, 'calification');
  const comment = c.comment ? cleanText(c.comment) : null;
  if (comment && textLength(comment) > CRM_TEXT_MAX) refuse(400, CRM_TEXT_TOO_LONG, 'comment');
  return [{ id: c.eventId, type: 'SalesFeedbackRated', data: { ...acted(c), feedbackId: c.eventId, calification: c.calification, comment } }];
};

const writeLog = (c: WriteCustomLog): CrmEvent[] =>
  [{ id: c.eventId, type: 'CustomLogWritten', data: { ...acted(c), logId: c.eventId, text: checkedText(c.text, 'text') } }];

/** Pure: the events a CRM command produces, or a Refusal. */
export const decide = decideByType<CrmCommand, CrmUserState, CrmEvent>('crm', {
  SetSalesTarget: setTarget,
  ScheduleSalesMeeting: schedule,
  DeleteSalesMeeting: deleteMeeting,
  RateSalesFeedback: rate,
  WriteCustomLog: writeLog,
});

export const crmUserDecider: Decider<CrmCommand, CrmUserState, CrmEvent> = { initialState: initialCrmUser, evolve, decide };
