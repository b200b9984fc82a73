import type { Selectable } from 'kysely';

/** Read model of the FAQ, folded from the `faq-<uuid>` streams; removed entries leave no row. */
export interface FaqEntriesTable {
  id: string;
  group_en: string;
  group_es: string;
  question_en: string;
  question_es: string;
  answer_en: string;
  answer_es: string;
  position: number;
  created_at: Date;
  updated_at: Date;
}

export type FaqEntryRow = Selectable<FaqEntriesTable>;
