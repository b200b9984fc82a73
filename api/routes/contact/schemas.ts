import { Type, type Static } from 'typebox';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, CONTACT_SUBJECT_MAX } from '../../../events/contact/limits.js';
import type { ContactRequestRow } from '../../../projections/contact/table.js';

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ContactParams = Type.Object({ id: Uuid });

// The decider counts characters (code points) of name and message; these stop bodies far past any form.
export const ContactBody = Type.Object({
  name: Type.String({ maxLength: CONTACT_NAME_MAX * 2 }),
  email: Type.String({ format: 'email', maxLength: CONTACT_EMAIL_MAX }),
  phone: Type.Optional(Nullable(Type.String({ maxLength: CONTACT_PHONE_MAX, pattern: '^[0-9+() .-]*$' }))),
  subject: Type.Optional(Nullable(Type.String({ maxLength: CONTACT_SUBJECT_MAX }))),
  message: Type.String({ maxLength: CONTACT_MESSAGE_MAX * 2 }),
});
export type ContactBody = Static<typeof ContactBody>;

/** What the visitor reads back: the request was received, nothing of what is stored. */
export const ContactReceived = Type.Object({ message: Type.String() });
export const CONTACT_RECEIVED = 'Thank you: we received your message and will answer by email';

export const ContactRequest = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  subject: Nullable(Type.String()),
  message: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  handled: Type.Boolean(),
  handledAt: Nullable(Type.String({ format: 'date-time' })),
  handledBy: Nullable(Uuid),
});
export type ContactRequest = Static<typeof ContactRequest>;

export const toContactRequest = (row: ContactRequestRow): ContactRequest => ({
  id: row.id, name: row.name, email: row.email, phone: row.phone, subject: row.subject, message: row.message, createdAt: row.created_at.toISOString(),
  handled: row.handled_at !== null, handledAt: row.handled_at?.toISOString() ?? null, handledBy: row.handled_by,
});
