import type { ColumnType, Selectable } from 'kysely';

type BigCount = ColumnType<string, number | string, number | string>;
type Numeric = ColumnType<string, number | string, number | string>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

/** The current sales target of each CRM user (the latest set). */
export interface CrmUsersTable {
  user_id: string;
  target_id: string;
  credits_to_buy: BigCount;
  target_from: Date;
  target_set_at: Date;
}

/** Every target ever set, newest first per user. */
export interface CrmTargetsTable {
  target_id: string;
  user_id: string;
  credits_to_buy: BigCount;
  target_from: Date;
  set_by: string;
  set_at: Date;
}

export interface CrmMeetingsTable {
  meeting_id: string;
  user_id: string;
  date_meet: Date;
  description_en: string;
  description_es: string | null;
  created_by: string;
  created_at: Date;
}

export interface CrmFeedbacksTable {
  feedback_id: string;
  user_id: string;
  calification: number;
  comment_en: string | null;
  comment_es: string | null;
  created_by: string;
  created_at: Date;
}

/** Credits bought: one row per confirmed credit order, from its PaymentConfirmed. */
export interface CrmPurchasesTable {
  order_id: string;
  user_id: string;
  credits: BigCount;
  confirmed_at: Date;
}

/** The activity log: one row per CRM event (its id), custom logs with their text. */
export interface CrmLogsTable {
  log_id: string;
  kind: string;
  user_id: string | null;
  actor_id: string;
  at: Date;
  text_en: string | null;
  text_es: string | null;
  details: Json;
}

export interface CrmPromotionsTable {
  promotion_id: string;
  title_en: string;
  title_es: string | null;
  description_en: string | null;
  description_es: string | null;
  discount_percent: Numeric;
  products: string[];
  user_ids: string[];
  country_ids: string[];
  starts_at: Date;
  ends_at: Date;
  created_by: string;
  created_at: Date;
}

export type CrmMeetingRow = Selectable<CrmMeetingsTable>;
export type CrmFeedbackRow = Selectable<CrmFeedbacksTable>;
export type CrmLogRow = Selectable<CrmLogsTable>;
export type CrmPromotionRow = Selectable<CrmPromotionsTable>;
export type CrmTargetRow = Selectable<CrmTargetsTable>;
