import type { Transaction } from 'kysely';
import { CRM_EVENT_TYPES, type CrmEvent } from '../../events/crm/events.js';
import type { LocalizedText } from '../../events/crm/text.js';
import { PROMOTION_EVENT_TYPES, type PromotionEvent } from '../../events/promotions/events.js';
import type { CreditOrderEvent } from '../../events/creditOrders/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import { unreachable } from '../../events/unreachable.js';
import type { Database } from '../../database/schema.js';
import type { Projection } from '../runner/projection.js';

// Folds the CRM users' streams, the promotions and the credit orders' confirmations into the Sales
// CRM read models. Every CRM event and every promotion is also a row of the activity log (its
// event id is the row's id). Every value comes from the events, so a rebuild gives the same rows.

const isCrmEvent = eventOfTypes<CrmEvent>(CRM_EVENT_TYPES);
const isPromotionEvent = eventOfTypes<PromotionEvent>(PROMOTION_EVENT_TYPES);
const isConfirmation = eventOfTypes<Extract<CreditOrderEvent, { type: 'PaymentConfirmed' }>>(['PaymentConfirmed']);

type Trx = Transaction<Database>;
const en = (text: LocalizedText | null) => text?.en ?? null;
const es = (text: LocalizedText | null) => text?.es ?? null;

const log = (trx: Trx, row: { id: string; kind: string; userId: string | null; actorId: string; at: string; text?: LocalizedText | null; details?: object }) =>
  trx.insertInto('crm_logs').values({
    log_id: row.id, kind: row.kind, user_id: row.userId, actor_id: row.actorId, at: new Date(row.at),
    text_en: en(row.text ?? null), text_es: es(row.text ?? null), details: JSON.stringify(row.details ?? {}),
  }).onConflict((oc) => oc.column('log_id').doNothing()).execute();

const foldCrm = async (trx: Trx, event: CrmEvent) => {
  const d = event.data;
  const base = { id: event.id, kind: event.type, userId: d.userId, actorId: d.actorId, at: d.at };
  switch (event.type) {
    case 'SalesTargetSet': {
      const t = event.data;
      const row = { target_id: t.targetId, credits_to_buy: t.creditsToBuy, target_from: new Date(t.from), target_set_at: new Date(t.at) };
      await trx.insertInto('crm_users').values({ user_id: t.userId, ...row }).onConflict((oc) => oc.column('user_id').doUpdateSet(row)).execute();
      await trx.insertInto('crm_targets').values({
        target_id: t.targetId, user_id: t.userId, credits_to_buy: t.creditsToBuy, target_from: new Date(t.from), set_by: t.actorId, set_at: new Date(t.at),
      }).onConflict((oc) => oc.column('target_id').doNothing()).execute();
      return log(trx, { ...base, details: { credits_to_buy: t.creditsToBuy / 100, from: t.from } });
    }
    case 'SalesMeetingScheduled': {
      const m = event.data;
      await trx.insertInto('crm_meetings').values({
        meeting_id: m.meetingId, user_id: m.userId, date_meet: new Date(m.dateMeet), description_en: m.description.en, description_es: m.description.es,
        created_by: m.actorId, created_at: new Date(m.at),
      }).onConflict((oc) => oc.column('meeting_id').doNothing()).execute();
      return log(trx, { ...base, text: m.description, details: { date_meet: m.dateMeet } });
    }
    case 'SalesMeetingDeleted': {
      const meeting = await trx.deleteFrom('crm_meetings').where('meeting_id', '=', event.data.meetingId).returningAll().executeTakeFirst();
      return log(trx, {
        ...base, text: meeting ? { en: meeting.description_en, es: meeting.description_es } : null,
        details: { meeting_id: event.data.meetingId, date_meet: meeting?.date_meet.toISOString() ?? null },
      });
    }
    case 'SalesFeedbackRated': {
      const f = event.data;
      await trx.insertInto('crm_feedbacks').values({
        feedback_id: f.feedbackId, user_id: f.userId, calification: f.calification, comment_en: en(f.comment), comment_es: es(f.comment),
        created_by: f.actorId, created_at: new Date(f.at),
      }).onConflict((oc) => oc.column('feedback_id').doNothing()).execute();
      return log(trx, { ...base, text: f.comment, details: { calification: f.calification } });
    }
    case 'CustomLogWritten':
      return log(trx, { ...base, text: event.data.text });
    default:
      return unreachable('crm event', event);
  }
};

const foldPromotion = async (trx: Trx, event: PromotionEvent) => {
  const p = event.data;
  await trx.insertInto('crm_promotions').values({
    promotion_id: p.promotionId, title_en: p.title.en, title_es: p.title.es, description_en: en(p.description), description_es: es(p.description),
    discount_percent: p.discountPercent, products: p.products, user_ids: p.userIds, country_ids: p.countryIds,
    starts_at: new Date(p.startsAt), ends_at: new Date(p.endsAt), created_by: p.actorId, created_at: new Date(p.at),
  }).onConflict((oc) => oc.column('promotion_id').doNothing()).execute();
  await log(trx, {
    id: event.id, kind: event.type, userId: null, actorId: p.actorId, at: p.at, text: p.title,
    details: { promotion_id: p.promotionId, discount_percent: p.discountPercent, products: p.products, starts_at: p.startsAt, ends_at: p.endsAt },
  });
};

export const crmProjection: Projection = {
  name: 'crm',
  handles: [...CRM_EVENT_TYPES, ...PROMOTION_EVENT_TYPES, 'PaymentConfirmed'],
  tables: ['crm_users', 'crm_targets', 'crm_meetings', 'crm_feedbacks', 'crm_purchases', 'crm_logs', 'crm_promotions'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isCrmEvent(event)) await foldCrm(trx, event);
    else if (isPromotionEvent(event)) await foldPromotion(trx, event);
    else if (isConfirmation(event)) {
      const c = event.data;
      await trx.insertInto('crm_purchases').values({ order_id: c.orderId, user_id: c.buyerId, credits: c.credits, confirmed_at: new Date(c.at) })
        .onConflict((oc) => oc.column('order_id').doNothing()).execute();
    }
  },
};
