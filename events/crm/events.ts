import type { NewEvent } from '../store/port.js';
import type { Cents } from '../credit/credits.js';
import type { Calification } from './constants.js';
import type { LocalizedText } from './text.js';

// The Sales CRM (issue 14): one stream per CRM user, `crm-user-<userId>`, holding what the sales
// staff record about that customer: sales targets, meetings, feedback ratings and custom log
// entries. Credits bought are not recorded here: they come from the credit orders' events.

export const CRM_USER_STREAM_PREFIX = 'crm-user-';
export const crmUserStream = (userId: string) => `${CRM_USER_STREAM_PREFIX}${userId}`;

type Acted = { userId: string; actorId: string; at: string };

export type CrmEventData = {
  /** A new target replaces the one before: credits to buy from `from` on (hundredths of a credit). */
  SalesTargetSet: Acted & { targetId: string; creditsToBuy: Cents; from: string };
  SalesMeetingScheduled: Acted & { meetingId: string; dateMeet: string; description: LocalizedText };
  SalesMeetingDeleted: Acted & { meetingId: string };
  SalesFeedbackRated: Acted & { feedbackId: string; calification: Calification; comment: LocalizedText | null };
  CustomLogWritten: Acted & { logId: string; text: LocalizedText };
};

export type CrmEventType = keyof CrmEventData;
export type CrmEvent = { [T in CrmEventType]: NewEvent<T, CrmEventData[T]> }[CrmEventType];
export const CRM_EVENT_TYPES = [
  'SalesTargetSet', 'SalesMeetingScheduled', 'SalesMeetingDeleted', 'SalesFeedbackRated', 'CustomLogWritten',
] as const satisfies readonly CrmEventType[];
