import type { ColumnType, Selectable } from 'kysely';

/** One notification of one user; read_at null while it is new. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  event_id: string;
  type: string;
  title: string;
  text: string;
  url: string;
  item_id: string;
  time: Date;
  read_at: Date | null;
}

/** Unread notifications per user and type, kept by the fold (the bell's badge). */
export interface NotificationCountsTable {
  user_id: string;
  type: string;
  unread: number;
}

/** Facts the fold needs, folded from events only. */
export interface NotificationUsersTable { user_id: string; roles: string[]; active: boolean }
/** A software order (assignee: its calibrator) or a ticket (assignee: its agent). */
export interface NotificationSubjectsTable { subject_id: string; kind: 'order' | 'ticket'; dealer_chain: string[]; assignee_id: string | null; number: number | null; title: string }
export interface NotificationCreditOrdersTable { order_id: string; buyer_id: string; seller_id: string }

/** Plain table: which notification types a user also wants by mail. */
export interface NotificationPrefsTable {
  user_id: string;
  email_types: string[];
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type NotificationRow = Selectable<NotificationsTable>;

/** The mail queued for a notification (at most one: a replayed reaction finds it). */
export interface NotificationMailsTable { notification_id: string; mail_id: number }
