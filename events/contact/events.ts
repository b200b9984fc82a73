import type { NewEvent } from '../store/port.js';

// Contact requests (issue 14): a visitor's message from the public contact form; an Admin marks it
// handled. One stream per request, `contact-request-<uuid>`.

export const CONTACT_STREAM_PREFIX = 'contact-request-';
export const contactStream = (requestId: string) => `${CONTACT_STREAM_PREFIX}${requestId}`;

export type ContactMessage = { name: string; email: string; phone: string | null; subject: string | null; message: string };

export type ContactEventData = {
  ContactRequested: { requestId: string } & ContactMessage & { at: string };
  ContactRequestHandled: { requestId: string; by: string; at: string };
};

export type ContactEventType = keyof ContactEventData;
export type ContactEvent = { [T in ContactEventType]: NewEvent<T, ContactEventData[T]> }[ContactEventType];
export const CONTACT_EVENT_TYPES = ['ContactRequested', 'ContactRequestHandled'] as const satisfies readonly ContactEventType[];
