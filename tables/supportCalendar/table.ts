import type { Generated, Selectable } from 'kysely';

// The days support is closed besides weekends (spec sections 3 and 4), set by administrators.
// `date` is an Amsterdam civil date; queries read it as `date::text` (YYYY-MM-DD), never as a JS Date.

export interface SupportClosedDatesTable {
  date: string;
  created_at: Generated<Date>;
}
export type SupportClosedDateRow = Selectable<SupportClosedDatesTable>;
