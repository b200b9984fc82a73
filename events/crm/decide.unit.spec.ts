import { describe, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import type { CrmCommand } from './commands.js';
import { crmUserDecider } from './decide.js';
import type { CrmEvent } from './events.js';

const spec = deciderSpec(crmUserDecider);
const at = '2026-11-27T10:00:00.000Z';
const base = { userId: 'dealer', actorId: 'admin', at };

const scheduled: CrmEvent = {
  id: 'm1', type: 'SalesMeetingScheduled',
  data: { ...base, meetingId: 'm1', dateMeet: '2026-12-01T09:00:00.000Z', description: { en: 'Visit the workshop', es: 'Visitar el taller' } },
};

describe('crm user: targets', () => {
  it('sets a target of whole credits from a date', () =>
    spec.given([]).when({ type: 'SetSalesTarget', ...base, eventId: 't1', creditsToBuy: 100_000, from: '2026-11-01' }).then([
      { id: 't1', type: 'SalesTargetSet', data: { ...base, targetId: 't1', creditsToBuy: 100_000, from: '2026-11-01T00:00:00.000Z' } },
    ]));
  it('takes a target of 0, refuses fractions, negatives and a bad date', () => {
    spec.given([]).when({ type: 'SetSalesTarget', ...base, eventId: 't1', creditsToBuy: 0, from: at }).then([
      { id: 't1', type: 'SalesTargetSet', data: { ...base, targetId: 't1', creditsToBuy: 0, from: at } },
    ]);
    for (const creditsToBuy of [150, -100, Number.NaN]) {
      spec.given([]).when({ type: 'SetSalesTarget', ...base, eventId: 't1', creditsToBuy, from: at }).thenThrows({ statusCode: 400, code: 'CRM_TARGET_INVALID' });
    }
    spec.given([]).when({ type: 'SetSalesTarget', ...base, eventId: 't1', creditsToBuy: 100, from: 'soon' }).thenThrows({ code: 'CRM_DATE_INVALID', params: { field: 'from' } });
  });
});

describe('crm user: meetings', () => {
  const schedule = (description: { en: string; es: string | null }): CrmCommand =>
    ({ type: 'ScheduleSalesMeeting', ...base, eventId: 'm1', dateMeet: '2026-12-01T09:00:00Z', description });
  it('schedules with texts trimmed in both languages', () => spec.given([]).when(schedule({ en: ' Visit the workshop ', es: ' Visitar el taller ' })).then([scheduled]));
  it('an empty Spanish text is none; an empty English text is refused', () => {
    spec.given([]).when(schedule({ en: 'Call', es: '  ' })).then([{ ...scheduled, data: { ...scheduled.data, description: { en: 'Call', es: null } } } as CrmEvent]);
    spec.given([]).when(schedule({ en: ' ', es: 'Llamar' })).thenThrows({ statusCode: 400, code: 'CRM_TEXT_REQUIRED', message: 'description: Field is required' });
  });
  it('deletes a meeting once; an unknown one is not found', () => {
    const del: CrmCommand = { type: 'DeleteSalesMeeting', ...base, eventId: 'd1', meetingId: 'm1' };
    const deleted: CrmEvent = { id: 'd1', type: 'SalesMeetingDeleted', data: { ...base, meetingId: 'm1' } };
    spec.given([scheduled]).when(del).then([deleted]);
    spec.given([scheduled, deleted]).when({ ...del, eventId: 'd2' }).thenThrows({ statusCode: 404, code: 'CRM_MEETING_NOT_FOUND' });
    spec.given([]).when(del).thenThrows({ statusCode: 404 });
  });
});

describe('crm user: ratings and custom logs', () => {
  it('rates 1 to 5 with an optional comment', () => {
    spec.given([]).when({ type: 'RateSalesFeedback', ...base, eventId: 'f1', calification: 5, comment: null }).then([
      { id: 'f1', type: 'SalesFeedbackRated', data: { ...base, feedbackId: 'f1', calification: 5, comment: null } },
    ]);
    for (const calification of [0, 6, 3.5]) {
      spec.given([]).when({ type: 'RateSalesFeedback', ...base, eventId: 'f1', calification, comment: null }).thenThrows({ statusCode: 400, code: 'CRM_CALIFICATION_INVALID' });
    }
  });
  it('writes a custom log in English and Spanish', () =>
    spec.given([]).when({ type: 'WriteCustomLog', ...base, eventId: 'l1', text: { en: 'Sent the catalogue', es: 'Enviado el catálogo' } }).then([
      { id: 'l1', type: 'CustomLogWritten', data: { ...base, logId: 'l1', text: { en: 'Sent the catalogue', es: 'Enviado el catálogo' } } },
    ]));
});
