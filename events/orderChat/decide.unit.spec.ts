import { describe, expect, it } from 'vitest';
import { ORDER_CHAT_TEXT_MAX } from '../constants.js';
import { deciderSpec } from '../testing.js';
import type { OrderChatCommand } from './commands.js';
import { decide, evolve, initialOrderChat, unreadOf } from './decide.js';
import type { OrderChatEvent } from './events.js';

const spec = deciderSpec({ decide, evolve, initialState: initialOrderChat });
const at = '2026-11-24T12:00:00.000Z';
const file = { sha256: 'a'.repeat(64), size: 10, name: 'ecu.bin' };

const post = (extra: Partial<Extract<OrderChatCommand, { type: 'PostOrderChatMessage' }>> = {}): OrderChatCommand => ({
  type: 'PostOrderChatMessage', orderId: 'o1', eventId: 'm1', at, authorId: 'dealer', authorRole: 'Dealer', text: 'Hello', attachments: [], recipients: ['dealer', 'calibrator'], ...extra,
});
const posted = (messageId: string, seq: number, authorId = 'dealer', extra: Partial<Extract<OrderChatEvent, { type: 'OrderChatMessagePosted' }>['data']> = {}): OrderChatEvent => ({
  id: messageId, type: 'OrderChatMessagePosted',
  data: { orderId: 'o1', messageId, seq, authorId, authorRole: authorId === 'dealer' ? 'Dealer' : 'Calibrator', text: 'Hello', attachments: [], recipients: ['calibrator'], at, ...extra },
});
const read = (userId: string, upToMessageId: string | null, eventId = 'r1'): OrderChatCommand => ({ type: 'MarkOrderChatRead', orderId: 'o1', eventId, at, userId, upToMessageId });

describe('order chat: post', () => {
  it('numbers the messages and leaves the author out of the recipients', () => {
    spec.given([]).when(post()).then([posted('m1', 1)]);
    spec.given([posted('m1', 1)]).when(post({ eventId: 'm2', authorId: 'calibrator', authorRole: 'Calibrator', recipients: ['dealer'] }))
      .then([posted('m2', 2, 'calibrator', { recipients: ['dealer'] })]);
  });
  it('trims the text and keeps a file named twice once', () =>
    spec.given([]).when(post({ text: '  see file  ', attachments: [file, file] })).then([posted('m1', 1, 'dealer', { text: 'see file', attachments: [file] })]));
  it('takes a file without text', () => spec.given([]).when(post({ text: ' ', attachments: [file] })).then([posted('m1', 1, 'dealer', { text: '', attachments: [file] })]));
  it('refuses an empty message', () =>
    spec.given([]).when(post({ text: '  \n ' })).thenThrows({ statusCode: 400, code: 'CHAT_MESSAGE_EMPTY', message: 'Write a message or attach a file' }));
  it(`refuses a text over ${ORDER_CHAT_TEXT_MAX} characters, counting characters, not UTF-16 units`, () => {
    spec.given([]).when(post({ text: 'x'.repeat(ORDER_CHAT_TEXT_MAX + 1) })).thenThrows({ statusCode: 400, code: 'CHAT_MESSAGE_TOO_LONG' });
    spec.given([]).when(post({ text: '🚗'.repeat(ORDER_CHAT_TEXT_MAX) })).then([posted('m1', 1, 'dealer', { text: '🚗'.repeat(ORDER_CHAT_TEXT_MAX) })]);
  });
  it('refuses more than ten files', () =>
    spec.given([]).when(post({ attachments: Array.from({ length: 11 }, (_, i) => ({ ...file, sha256: String(i).padStart(64, '0') })) })).thenThrows({ code: 'CHAT_TOO_MANY_ATTACHMENTS' }));
});

describe('order chat: read markers', () => {
  const chat = [posted('m1', 1), posted('m2', 2, 'calibrator', { recipients: ['dealer'] }), posted('m3', 3, 'calibrator', { recipients: ['dealer'] })];
  it('reads up to a message, or everything', () => {
    spec.given(chat).when(read('dealer', 'm2')).then([{ id: 'r1', type: 'OrderChatRead', data: { orderId: 'o1', userId: 'dealer', upToMessageId: 'm2', upToSeq: 2, at } }]);
    spec.given(chat).when(read('dealer', null)).then([{ id: 'r1', type: 'OrderChatRead', data: { orderId: 'o1', userId: 'dealer', upToMessageId: 'm3', upToSeq: 3, at } }]);
  });
  it('records nothing when nothing new was seen', () => {
    spec.given([]).when(read('dealer', null)).then([]);
    spec.given(chat).when(read('calibrator', 'm2')).then([]); // the calibrator wrote m3, so has seen it all
  });
  it('refuses a message of no such chat', () => spec.given(chat).when(read('dealer', 'nope')).thenThrows({ statusCode: 404, code: 'CHAT_MESSAGE_NOT_FOUND' }));
  it('counts unread messages: what others posted after the marker', () => {
    const state = chat.reduce(evolve, initialOrderChat());
    expect(unreadOf(state, 'dealer')).toBe(2);
    expect(unreadOf(state, 'calibrator')).toBe(0);
    expect(unreadOf(state, 'support')).toBe(3);
  });
});
