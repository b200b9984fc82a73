import { Type, type Static, type TSchema } from 'typebox';
import { CRM_LOG_PAGE_SIZE, CRM_TEXT_MAX, PROMOTION_TITLE_MAX } from '../../../events/crm/constants.js';
import { PROMOTION_PRODUCTS } from '../../../events/promotions/events.js';
import { CRM_USER_SORTS } from '../../../projections/crm/queries.js';

// API shapes of the Sales CRM (spec sections 3 and 7: crm-sales/*). The spec's field names where it
// gives them (credits_to_buy, date_meet, calification, feedback_average...). Credits are numbers
// of credits; an Admin's texts are { en, es } (Spanish optional, English shown where it is missing).

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ format: 'uuid' });
const When = Type.String({ format: 'date-time', maxLength: 40 });

export const TextIn = (maxLength: number) => Type.Object({
  en: Type.String({ minLength: 1, maxLength }),
  es: Type.Optional(Nullable(Type.String({ maxLength }))),
});
export const TextOut = Type.Object({ en: Type.String(), es: Nullable(Type.String()) });

export const Appointment = Type.Object({ id: Type.String(), date_meet: Type.String(), description: TextOut, created_at: Type.String() });
export const Feedback = Type.Object({ id: Type.String(), calification: Type.Integer({ minimum: 1, maximum: 5 }), comment: Nullable(TextOut), created_at: Type.String() });
export const Target = Type.Object({ id: Type.String(), credits_to_buy: Type.Number(), from: Type.String(), set_at: Type.String() });

export const CrmUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  country_id: Nullable(Type.String()),
  roles: Type.Array(Type.String()),
  /** Newest first; the first is the current target. */
  targets: Type.Array(Target),
  /** Credits bought (confirmed credit orders) since the current target's start. */
  balance: Type.Number(),
  appointments: Type.Array(Appointment),
  feedbacks: Type.Array(Feedback),
  feedback_average: Nullable(Type.Number()),
  feedback_count: Type.Object({ 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer(), 4: Type.Integer(), 5: Type.Integer() }),
  feedback_total: Type.Integer(),
  last_appointment: Nullable(Type.String()),
  target_status: Nullable(Type.Number({ description: 'Percent bought of target, 2 decimals; null without a target or with a target of 0' })),
  target_colour: Type.Union([Type.Literal('green'), Type.Literal('red'), Type.Literal('neutral')]),
});
export type CrmUser = Static<typeof CrmUser>;

const Page = Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: 'from 1; 1 when absent' }));
const Limit = Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$|^100$', description: `rows a page, 1 to 100; ${CRM_LOG_PAGE_SIZE} when absent (spec section 9)` }));

export const UsersQuery = Type.Object({
  page: Page, limit: Limit,
  sort: Type.Optional(Type.Enum(CRM_USER_SORTS)),
  order: Type.Optional(Type.Enum(['ASC', 'DESC'])),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  user_id: Type.Optional(Id),
});
export const UsersReply = Type.Object({ users: Type.Array(CrmUser), count: Type.Integer() });

export const LogsQuery = Type.Object({ page: Page, limit: Limit, user_id: Type.Optional(Id), kind: Type.Optional(Type.String({ maxLength: 40 })) });
export const LogRow = Type.Object({
  id: Type.String(),
  kind: Type.String({ description: 'The CRM event: SalesTargetSet, SalesMeetingScheduled, SalesMeetingDeleted, SalesFeedbackRated, CustomLogWritten, PromotionCreated' }),
  user_id: Nullable(Type.String()),
  user_name: Nullable(Type.String()),
  actor_id: Type.String(),
  actor_email: Nullable(Type.String()),
  at: Type.String(),
  text: Nullable(TextOut),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export const LogsReply = Type.Object({ data: Type.Array(LogRow), count: Type.Integer() });

export const TargetBody = Type.Object({ user_id: Id, credits_to_buy: Type.Number({ minimum: 0 }), from: Type.Optional(When) });
export const MeetBody = Type.Object({ user_id: Id, date_meet: When, description: TextIn(CRM_TEXT_MAX) });
export const DeleteMeetBody = Type.Object({ id: Id });
export const FeedbackBody = Type.Object({ user_id: Id, calification: Type.Integer({ minimum: 1, maximum: 5 }), comment: Type.Optional(Nullable(TextIn(CRM_TEXT_MAX))) });
export const CustomLogBody = Type.Object({ user_id: Id, text: TextIn(CRM_TEXT_MAX) });

export const Deal = Type.Object({
  id: Type.String(),
  title: TextOut,
  description: Nullable(TextOut),
  discountPercent: Type.Number(),
  products: Type.Array(Type.Enum(PROMOTION_PRODUCTS)),
  userIds: Type.Array(Type.String()),
  countryIds: Type.Array(Type.String()),
  startsAt: Type.String(),
  endsAt: Type.String(),
  status: Type.Union([Type.Literal('scheduled'), Type.Literal('active'), Type.Literal('ended')]),
  createdAt: Type.String(),
});
export type Deal = Static<typeof Deal>;
export const PromotionBody = Type.Object({
  title: TextIn(PROMOTION_TITLE_MAX),
  description: Type.Optional(Nullable(TextIn(CRM_TEXT_MAX))),
  discountPercent: Type.Number(),
  products: Type.Array(Type.Enum(PROMOTION_PRODUCTS), { minItems: 1, maxItems: PROMOTION_PRODUCTS.length }),
  userIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  countryIds: Type.Optional(Type.Array(Type.String({ minLength: 2, maxLength: 3 }), { maxItems: 300 })),
  startsAt: When,
  endsAt: When,
});
