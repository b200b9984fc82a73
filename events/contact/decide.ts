import type { Decider } from '../command/handle-command.js';
import { decideByType } from '../decide-by-type.js';
import { Refusal } from '../problem.js';
import { CONTACT_ALREADY_HANDLED, CONTACT_EXISTS, CONTACT_MESSAGE_REQUIRED, CONTACT_NAME_REQUIRED, CONTACT_NOT_FOUND } from './errors.js';
import type { ContactEvent, ContactMessage } from './events.js';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './limits.js';

// A request is sent once and handled once; the texts are trimmed and counted in characters.

type Base = { requestId: string; eventId: string; at: string };
export type SendContactRequest = Base & { type: 'SendContactRequest' } & ContactMessage;
export type MarkContactHandled = Base & { type: 'MarkContactHandled'; by: string };
export type ContactCommand = SendContactRequest | MarkContactHandled;

export type ContactState = { stage: 'none' | 'open' | 'handled' };
export const initialContact = (): ContactState => ({ stage: 'none' });

export const evolve = (_state: ContactState, event: ContactEvent): ContactState => ({ stage: event.type === 'ContactRequested' ? 'open' : 'handled' });

const chars = (text: string) => [...text].length;

const send = (c: SendContactRequest, state: ContactState): ContactEvent[] => {
  if (state.stage !== 'none') throw new Refusal(409, CONTACT_EXISTS);
  const name = c.name.trim();
  const message = c.message.trim();
  if (!name || chars(name) > CONTACT_NAME_MAX) throw new Refusal(400, CONTACT_NAME_REQUIRED, { field: 'name' });
  if (!message || chars(message) > CONTACT_MESSAGE_MAX) throw new Refusal(400, CONTACT_MESSAGE_REQUIRED, { field: 'message' });
  return [{
    id: c.eventId, type: 'ContactRequested',
    data: { requestId: c.requestId, name, email: c.email.trim().toLowerCase(), phone: c.phone?.trim() || null, subject: c.subject?.trim() || null, message, at: c.at },
  }];
};

const handle = (c: MarkContactHandled, state: ContactState): ContactEvent[] => {
  if (state.stage === 'none') throw new Refusal(404, CONTACT_NOT_FOUND);
  if (state.stage === 'handled') throw new Refusal(409, CONTACT_ALREADY_HANDLED);
  return [{ id: c.eventId, type: 'ContactRequestHandled', data: { requestId: c.requestId, by: c.by, at: c.at } }];
};

export const decide = decideByType<ContactCommand, ContactState, ContactEvent>('contact request', { SendContactRequest: send, MarkContactHandled: handle });

export const contactDecider: Decider<ContactCommand, ContactState, ContactEvent> = { initialState: initialContact, evolve, decide };
