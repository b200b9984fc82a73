import type { Selectable } from 'kysely';

/** Read model of the public content pages, folded from the `content-page-<slug>` streams; a page never saved has no row. */
export interface ContentPagesTable {
  slug: string;
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
  updated_by: string;
  updated_at: Date;
}

export type ContentPageRow = Selectable<ContentPagesTable>;
