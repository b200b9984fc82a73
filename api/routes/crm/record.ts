import { crmFigures } from '../../../events/crm/figures.js';
import { toCredits } from '../../../events/credit/credits.js';
import type { LocalizedText } from '../../../events/crm/text.js';
import { dealStatus, toPromotionOffer } from '../../../projections/crm/promotions.js';
import type { CrmUserDetails, CrmUserListRow, listCrmLogs } from '../../../projections/crm/queries.js';
import type { CrmPromotionRow } from '../../../projections/crm/table.js';
import type { CrmUser, Deal } from './schemas.js';

// Rows of the crm read models as the API shows them, with the derived figures of spec section 3.

const text = (en: string | null, es: string | null): LocalizedText | null => (en === null ? null : { en, es });

export const toCrmUser = (row: CrmUserListRow, details: CrmUserDetails, now: Date): CrmUser => {
  const creditsToBuy = row.credits_to_buy === null ? null : Number(row.credits_to_buy);
  const bought = Number(row.bought);
  const figures = crmFigures({
    creditsToBuy, bought, appointments: details.meetings.map((m) => ({ dateMeet: m.date_meet.toISOString() })), califications: details.feedbacks.map((f) => f.calification),
  }, now);
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    country_id: row.country_id,
    roles: row.roles,
    targets: details.targets.map((t) => ({ id: t.target_id, credits_to_buy: toCredits(Number(t.credits_to_buy)), from: t.target_from.toISOString(), set_at: t.set_at.toISOString() })),
    balance: toCredits(bought),
    appointments: details.meetings.map((m) => ({
      id: m.meeting_id, date_meet: m.date_meet.toISOString(), description: { en: m.description_en, es: m.description_es }, created_at: m.created_at.toISOString(),
    })),
    feedbacks: details.feedbacks.map((f) => ({ id: f.feedback_id, calification: f.calification, comment: text(f.comment_en, f.comment_es), created_at: f.created_at.toISOString() })),
    ...figures,
  };
};

type LogRecord = Awaited<ReturnType<typeof listCrmLogs>>['rows'][number];

export const toLogRow = (row: LogRecord) => ({
  id: row.log_id,
  kind: row.kind,
  user_id: row.user_id,
  user_name: row.user_id ? `${row.user_first_name ?? ''} ${row.user_last_name ?? ''}`.trim() || row.user_email : null,
  actor_id: row.actor_id,
  actor_email: row.actor_email,
  at: row.at.toISOString(),
  text: text(row.text_en, row.text_es),
  details: row.details,
});

export const toDeal = (row: CrmPromotionRow, now: Date): Deal => {
  const offer = toPromotionOffer(row);
  return {
    id: offer.promotionId, title: offer.title, description: text(row.description_en, row.description_es), discountPercent: offer.discountPercent,
    products: offer.products, userIds: offer.userIds, countryIds: offer.countryIds, startsAt: offer.startsAt, endsAt: offer.endsAt,
    status: dealStatus(row, now), createdAt: row.created_at.toISOString(),
  };
};
