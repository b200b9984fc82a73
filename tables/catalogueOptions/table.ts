import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OptionLevel, OptionUnit } from '../../events/catalogue/options.js';

// The option lists of the Admin catalogue: one table for ECU and DSG, primary and secondary options.
// A price is an exact decimal kept as a string (numeric(10, 2)); null means on request / included.

export interface CatalogueOptionsTable {
  id: Generated<string>;
  unit: OptionUnit;
  level: OptionLevel;
  name: string;
  description: string;
  /** The choices as a list of texts; the API exchanges them as the spec's JSON string. */
  choices: ColumnType<string[], string, string>;
  price: string | null;
  /** Stage codes the option is allowed on (ECU stages, or DSG stages). */
  stages: string[];
  parent_id: string | null;
  active: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type CatalogueOptionRow = Selectable<CatalogueOptionsTable>;
