import type { ColumnType, Selectable } from 'kysely';

/** Read model of the pre-order requests (files/pre-order), folded from the `pre-order-<id>` streams. */
export interface PreOrdersTable {
  id: string;
  dealer_id: string;
  dealer_chain: string[];
  dealer_name: string;
  /** The sub-user who asked for the dealer (issue 13), with its name at the time. */
  sub_user_id: string | null;
  sub_user_name: string | null;
  unit: string;
  upload_id: string;
  sha256: string;
  size: ColumnType<number, number | string, number | string>;
  name: string;
  hardware_number: string | null;
  software_version: string | null;
  tool: string | null;
  question: string;
  answer: string | null;
  answered_by: string | null;
  answered_by_name: string | null;
  answered_at: Date | null;
  created_at: Date;
}

export type PreOrderRow = Selectable<PreOrdersTable>;
