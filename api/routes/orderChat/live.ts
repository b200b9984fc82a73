import type { OrderChatEvent, OrderChatEventData } from '../../../events/orderChat/events.js';
import { eventOfTypes } from '../../../events/store/port.js';
import type { LiveHub } from '../../services/live-hub.js';

// What the live reactor pushes for a chat message besides its stored notification (issue 11,
// api/routes/notifications/live.ts): an `order-chat` to everyone it concerns but its author, so an
// open chat refetches.

export { notificationText, orderChatUrl } from '../../../events/notifications/recipients.js';

export const isOrderChatMessagePosted = eventOfTypes<Extract<OrderChatEvent, { type: 'OrderChatMessagePosted' }>>(['OrderChatMessagePosted']);

export const pushOrderChatMessage = (hub: LiveHub, m: OrderChatEventData['OrderChatMessagePosted']) => {
  const refetch = { event: 'order-chat', data: { orderId: m.orderId, messageId: m.messageId } };
  for (const userId of m.recipients) {
    if (userId === m.authorId) continue;
    hub.push(userId, refetch);
  }
};
