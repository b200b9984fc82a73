import type { Selectable } from 'kysely';

/** Read model of news items, folded from the `news-<uuid>` streams; deleted items leave no row. */
export interface NewsTable {
  id: string;
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
  author_id: string;
  published_at: Date;
  updated_at: Date;
}

/** One row per reader and item read, folded from the `news-reads-<userId>` streams. */
export interface NewsReadsTable {
  user_id: string;
  news_id: string;
  read_at: Date;
}

/** One row: how many items are published now. */
export interface NewsTotalsTable {
  id: number;
  published: number;
}

/** Per reader: how many of the published items they have read; unread = published - read. */
export interface NewsReadCountsTable {
  user_id: string;
  read: number;
}

export type NewsRow = Selectable<NewsTable>;
