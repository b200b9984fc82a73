import type { Cents } from '../credit/credits.js';
import type { LocalizedText } from './text.js';

// Commands on one CRM user's stream. Who may act and that the user exists is checked before the
// command (api/routes/crm); time and ids come on the command.

type Base = { userId: string; eventId: string; actorId: string; at: string };

export type SetSalesTarget = Base & { type: 'SetSalesTarget'; creditsToBuy: Cents; from: string };
export type ScheduleSalesMeeting = Base & { type: 'ScheduleSalesMeeting'; dateMeet: string; description: LocalizedText };
export type DeleteSalesMeeting = Base & { type: 'DeleteSalesMeeting'; meetingId: string };
export type RateSalesFeedback = Base & { type: 'RateSalesFeedback'; calification: number; comment: LocalizedText | null };
export type WriteCustomLog = Base & { type: 'WriteCustomLog'; text: LocalizedText };

export type CrmCommand = SetSalesTarget | ScheduleSalesMeeting | DeleteSalesMeeting | RateSalesFeedback | WriteCustomLog;
