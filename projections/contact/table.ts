import type { Selectable } from 'kysely';

/** Read model of the public contact form's requests, folded from the `contact-request-<uuid>` streams. */
export interface ContactRequestsTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  created_at: Date;
  handled_at: Date | null;
  handled_by: string | null;
}

export type ContactRequestRow = Selectable<ContactRequestsTable>;
