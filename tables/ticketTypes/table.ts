import type { Generated, Selectable } from 'kysely';

// Ticket category and status types (spec sections 3 and 7: support-category, support-status):
// plain audited tables the Admin manages. Ids are text: the seeded ones are readable words
// ('technical', 'waiting'…), the ones an Admin adds are uuids.

export const MENU_GROUPS = ['technical', 'financial'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface TicketCategoriesTable {
  id: string;
  name: string;
  menu_group: MenuGroup;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TicketStatusesTable {
  id: string;
  name: string;
  /** Where the status stands in lists and selects. */
  position: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type TicketCategoryRow = Selectable<TicketCategoriesTable>;
export type TicketStatusRow = Selectable<TicketStatusesTable>;
