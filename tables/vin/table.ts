import type { ColumnType, Generated, Selectable } from 'kysely';

// VIN search rules and the VIN logger (spec sections 2 and 5): plain tables; rule changes are audited.

export interface VinSearchRulesTable {
  id: Generated<string>;
  /** A VIN prefix of 3 to 11 characters, upper case. */
  pattern: string;
  make: string;
  model: string;
  generation: string | null;
  engine: string | null;
  note: Generated<string>;
  created_at: Generated<Date>;
}

export interface VinLogsTable {
  /** bigserial, read as a number (database/connect.ts). */
  id: Generated<number>;
  user_id: string | null;
  vin: string;
  result: ColumnType<unknown, string, string>;
  matched_rule_id: string | null;
  at: Generated<Date>;
}

export type VinSearchRuleRow = Selectable<VinSearchRulesTable>;
export type VinLogRow = Selectable<VinLogsTable>;
