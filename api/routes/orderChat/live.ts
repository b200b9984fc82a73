import { NOTIFICATION_TEXT_MAX } from '../../../events/constants.js';
import type { OrderChatEvent, OrderChatEventData } from '../../../events/orderChat/events.js';
import { eventOfTypes } from '../../../events/store/port.js';
import type { LiveHub } from '../../services/live-hub.js';

// What the live reactor pushes for a chat message (spec sections 3, 7 and 9): to everyone it
// concerns but its author, a `notify` of type chats that opens the order's chat, and an
// `order-chat` so an open chat refetches.

/** The spec's notification text: at most 130 characters, an ellipsis when cut. */
export const notificationText = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= NOTIFICATION_TEXT_MAX ? chars.join('') : `${chars.slice(0, NOTIFICATION_TEXT_MAX - 1).join('')}…`;
};

export const isOrderChatMessagePosted = eventOfTypes<Extract<OrderChatEvent, { type: 'OrderChatMessagePosted' }>>(['OrderChatMessagePosted']);

export const orderChatUrl = (orderId: string) => `/order-detail/${orderId}?open-chat=1`;

export const pushOrderChatMessage = (hub: LiveHub, m: OrderChatEventData['OrderChatMessagePosted']) => {
  const files = m.attachments.map((a) => a.name).join(', ');
  const notify = {
    event: 'notify',
    data: [{
      id: m.messageId, ids: [m.messageId], type: 'chats', title: `Order chat: message from ${m.authorRole}`, text: notificationText(m.text || files),
      time: m.at, url: orderChatUrl(m.orderId), itemId: m.orderId, count: 1,
    }],
  };
  const refetch = { event: 'order-chat', data: { orderId: m.orderId, messageId: m.messageId } };
  for (const userId of m.recipients) {
    if (userId === m.authorId) continue;
    hub.push(userId, notify);
    hub.push(userId, refetch);
  }
};
