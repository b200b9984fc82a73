import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { orderChatStream } from '../../events/orderChat/events.js';
import { measureFanout } from './fanout.js';
import { envNumber, latencyLine, throughputLine } from './measure.js';
import type { BenchPortal } from './portal.js';

// Notification fan-out (issue 11): a domain event (an order chat message to the dealer) is
// appended; the projection stores the dealer's notification and the live reactor pushes it, once
// stored, to each of SOCKETS websocket clients of the dealer. The latency runs from the append's
// commit (its answer) to each socket's receipt. Beside it, a bare `ws` server broadcasts the same
// payload to as many sockets in the same run (from its send to receipt). One event at a time.

const SECONDS = envNumber('BENCH_SECONDS', 2);
const SOCKETS = envNumber('BENCH_NOTIFICATION_SOCKETS', 1000);

const payload = (text: string, orderId: string) => JSON.stringify({ event: 'notify', data: [{
  id: randomUUID(), ids: [randomUUID()], type: 'chats', title: 'Order chat: message from Calibrator', text, time: new Date().toISOString(), url: `/order-detail/${orderId}?open-chat=1`, itemId: orderId, count: 1, read: false,
}] });

/** The bare ws server sends once the send has returned, as the portal's clock starts at the commit's answer. */
const broadcast = (orderId: string) => (peers: WebSocket[], text: string) => {
  const frame = payload(text, orderId);
  setImmediate(() => { for (const peer of peers) peer.send(frame); });
};

export const benchNotifications = async (portal: BenchPortal) => {
  const { store } = portal.services;
  const orderId = randomUUID();
  let seq = 0;
  const post = (text: string) => store.appendToStream(orderChatStream(orderId), [{ id: randomUUID(), type: 'OrderChatMessagePosted', data: {
    orderId, messageId: randomUUID(), seq: (seq += 1), authorId: portal.ids.calibrator, authorRole: 'Calibrator', text, attachments: [], recipients: [portal.ids.dealer], at: new Date().toISOString(),
  } }]);
  const heading = `\nNotification fan-out: an event for the dealer is committed, its stored notification reaches ${SOCKETS} websocket clients, ${SECONDS} s per figure\n`;
  const { run, messages, bare } = await measureFanout(portal, { sockets: SOCKETS, posters: 1, seconds: SECONDS, clock: 'after-send' }, heading, post, broadcast(randomUUID()));
  throughputLine(`notification deliveries (${messages} events × ${SOCKETS} sockets)`, run, [{ label: 'bare ws broadcast', run: bare }]);
  latencyLine('  commit to receipt, per socket', run, { label: 'bare ws send to receipt', run: bare });
};
