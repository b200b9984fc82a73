import { describe, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import { decide, evolve, initialContact, type ContactCommand } from './decide.js';
import type { ContactEvent } from './events.js';

const spec = deciderSpec({ decide, evolve, initialState: initialContact });
const at = '2026-11-27T10:00:00.000Z';
const send: ContactCommand = { type: 'SendContactRequest', requestId: 'r1', eventId: 'e1', at, name: ' Ana ', email: ' Ana@Example.com ', phone: ' ', subject: null, message: ' Hello ' };
const requested: ContactEvent = { id: 'e1', type: 'ContactRequested', data: { requestId: 'r1', name: 'Ana', email: 'ana@example.com', phone: null, subject: null, message: 'Hello', at } };
const handled: ContactEvent = { id: 'h1', type: 'ContactRequestHandled', data: { requestId: 'r1', by: 'admin', at } };

describe('contact request', () => {
  it('is sent with trimmed texts', () => spec.given([]).when(send).then([requested]));
  it('refuses an empty name or message', () => {
    spec.given([]).when({ ...send, name: ' ' } as ContactCommand).thenThrows({ statusCode: 400, code: 'CONTACT_NAME_REQUIRED' });
    spec.given([]).when({ ...send, message: '' } as ContactCommand).thenThrows({ statusCode: 400, code: 'CONTACT_MESSAGE_REQUIRED' });
  });
  it('is handled once', () => {
    spec.given([requested]).when({ type: 'MarkContactHandled', requestId: 'r1', eventId: 'h1', at, by: 'admin' }).then([handled]);
    spec.given([requested, handled]).when({ type: 'MarkContactHandled', requestId: 'r1', eventId: 'h2', at, by: 'admin' }).thenThrows({ statusCode: 409, code: 'CONTACT_ALREADY_HANDLED' });
    spec.given([]).when({ type: 'MarkContactHandled', requestId: 'r1', eventId: 'h2', at, by: 'admin' }).thenThrows({ statusCode: 404 });
  });
});
