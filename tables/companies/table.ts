import type { ColumnType, Generated, Selectable } from 'kysely';

// Company information (issue 13): a plain table, its changes recorded as account events
// (events/accounts). The pending changes an Admin accepts are rows of company_change_requests.

export interface CompaniesTable {
  user_id: string;
  name: string | null;
  vat_id: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country_id: string | null;
  email: string | null;
  phone: string | null;
  /** Set for an account registered since this feature: it fills the information before ordering (required-information). */
  required: Generated<boolean>;
  completed_at: Date | null;
  terms_sha256: string | null;
  terms_name: string | null;
  terms_size: ColumnType<string | null, number | null, number | null>;
  terms_uploaded_at: Date | null;
  updated_at: Generated<Date>;
}

export const CHANGE_REQUEST_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export interface CompanyChangeRequestsTable {
  id: string;
  user_id: string;
  changes: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<ChangeRequestStatus>;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type ChangeRequestRow = Selectable<CompanyChangeRequestsTable>;
