import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { orderChatStream } from '../../events/orderChat/events.js';
import { envNumber, latencyLine, throughputLine, type Run } from './measure.js';
import type { BenchPortal } from './portal.js';

// Notification fan-out (issue 11): a domain event (an order chat message to the dealer) is
// appended; the projection stores the dealer's notification and the live reactor pushes it, once
// stored, to each of SOCKETS websocket clients of the dealer. The latency runs from the append's
// commit (its answer) to each socket's receipt. Beside it, a bare `ws` server broadcasts the same
// payload to as many sockets in the same run (from its send to receipt). One event at a time.

const SECONDS = envNumber('BENCH_SECONDS', 2);
const SOCKETS = envNumber('BENCH_NOTIFICATION_SOCKETS', 1000);

type Waiter = { arrivals: number[]; done: () => void };

const fanout = () => {
  const waiters = new Map<string, Waiter>();
  const latencies: number[] = [];
  const listen = (socket: WebSocket) => socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { event: string; data?: { text?: string }[] };
    if (message.event !== 'notify') return;
    const waiter = waiters.get(message.data?.[0]?.text ?? '');
    if (!waiter) return;
    waiter.arrivals.push(performance.now());
    if (waiter.arrivals.length === SOCKETS) waiter.done();
  });
  /** `send` answers when the event is committed: the clock starts then. */
  const deliver = async (send: (text: string) => Promise<unknown> | void) => {
    const text = `bench ${randomUUID()}`;
    let done!: () => void;
    const arrived = new Promise<void>((resolve) => (done = resolve));
    const waiter: Waiter = { arrivals: [], done };
    waiters.set(text, waiter);
    await send(text);
    const start = performance.now();
    await arrived;
    waiters.delete(text);
    // A push may even beat the append's answer to this process: that counts as no wait.
    for (const at of waiter.arrivals) latencies.push(Math.max(0, at - start));
  };
  return { listen, deliver, latencies };
};

const measure = async (deliver: () => Promise<void>, latencies: number[]): Promise<Run> => {
  let events = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  while (performance.now() < end) {
    await deliver();
    events += 1;
  }
  return { count: events * SOCKETS, ms: performance.now() - start, latencies: Float64Array.from(latencies).sort(), errors: 0 };
};

const openSocket = (url: string, token: string | null) => new Promise<WebSocket>((resolve, reject) => {
  const socket = new WebSocket(url);
  socket.once('error', reject);
  if (token === null) return socket.once('open', () => resolve(socket));
  socket.once('open', () => socket.send(JSON.stringify({ event: 'auth', token })));
  socket.once('message', (raw) => (JSON.parse(String(raw)).event === 'authenticated' ? resolve(socket) : reject(new Error(String(raw)))));
});

const payload = (text: string, orderId: string) => JSON.stringify({ event: 'notify', data: [{
  id: randomUUID(), ids: [randomUUID()], type: 'chats', title: 'Order chat: message from Calibrator', text, time: new Date().toISOString(), url: `/order-detail/${orderId}?open-chat=1`, itemId: orderId, count: 1, read: false,
}] });

const baseline = async () => {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const peers: WebSocket[] = [];
  server.on('connection', (socket) => peers.push(socket));
  const flow = fanout();
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients = await Promise.all(Array.from({ length: SOCKETS }, () => openSocket(url, null)));
  clients.forEach(flow.listen);
  while (peers.length < SOCKETS) await new Promise((resolve) => setTimeout(resolve, 5));
  const orderId = randomUUID();
  try {
    return await measure(() => flow.deliver((text) => {
      const frame = payload(text, orderId);
      // The clock starts when the send returns, as the portal's starts at the commit's answer.
      setImmediate(() => { for (const peer of peers) peer.send(frame); });
    }), flow.latencies);
  } finally {
    clients.forEach((socket) => socket.terminate());
    await new Promise((resolve) => server.close(resolve));
  }
};

export const benchNotifications = async (portal: BenchPortal) => {
  const { store } = portal.services;
  const orderId = randomUUID();
  let seq = 0;
  const post = (text: string) => store.appendToStream(orderChatStream(orderId), [{ id: randomUUID(), type: 'OrderChatMessagePosted', data: {
    orderId, messageId: randomUUID(), seq: (seq += 1), authorId: portal.ids.calibrator, authorRole: 'Calibrator', text, attachments: [], recipients: [portal.ids.dealer], at: new Date().toISOString(),
  } }]);
  const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => openSocket(`${portal.base.replace(/^http/, 'ws')}/ws`, portal.tokens.dealer)));
  const flow = fanout();
  sockets.forEach(flow.listen);
  console.log(`\nNotification fan-out: an event for the dealer is committed, its stored notification reaches ${SOCKETS} websocket clients, ${SECONDS} s per figure\n`);
  try {
    await flow.deliver(post); // warm-up
    flow.latencies.length = 0;
    const run = await measure(() => flow.deliver(post), flow.latencies);
    const bare = await baseline();
    throughputLine(`notification deliveries (${run.count / SOCKETS} events × ${SOCKETS} sockets)`, run, [{ label: 'bare ws broadcast', run: bare }]);
    latencyLine('  commit to receipt, per socket', run, { label: 'bare ws send to receipt', run: bare });
  } finally {
    sockets.forEach((socket) => socket.terminate());
  }
};
