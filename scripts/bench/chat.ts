import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { binaryRead, readUploadForm } from '../lib/multipart.js';
import { envNumber, latencyLine, throughputLine, type Run } from './measure.js';
import { call, type BenchPortal } from './portal.js';

// The order chat's live fan-out: a calibrator posts on an order while SOCKETS real websocket
// clients of the order's dealer are connected; each message is delivered to every socket (a
// `notify` and an `order-chat`). Figures: deliveries per second and the latency from the post to
// each socket's receipt, beside a bare `ws` server broadcasting the same two frames to as many
// sockets in the same run. Both run POSTERS closed loops: the next message once every socket has
// the last one.

const SECONDS = envNumber('BENCH_SECONDS', 2);
const SOCKETS = envNumber('BENCH_CHAT_SOCKETS', 200);
const POSTERS = envNumber('BENCH_CHAT_POSTERS', 4);

type Waiter = { start: number; remaining: number; done: () => void };

/** Sockets that report each `notify` they receive to the waiter of its text; receipt latencies are kept. */
const fanout = () => {
  const waiters = new Map<string, Waiter>();
  const latencies: number[] = [];
  const listen = (socket: WebSocket) => socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { event: string; data?: { text?: string }[] };
    if (message.event !== 'notify') return;
    const waiter = waiters.get(message.data?.[0]?.text ?? '');
    if (!waiter) return;
    latencies.push(performance.now() - waiter.start);
    if ((waiter.remaining -= 1) === 0) waiter.done();
  });
  /** Sends one message through `send` and answers once every socket has it. */
  const deliver = async (send: (text: string) => Promise<unknown> | void) => {
    const text = `bench ${randomUUID()}`;
    const arrived = new Promise<void>((done) => waiters.set(text, { start: performance.now(), remaining: SOCKETS, done }));
    await send(text);
    await arrived;
    waiters.delete(text);
  };
  return { listen, deliver, latencies };
};

/** POSTERS loops for SECONDS: every delivery to every socket counts. */
const measure = async (deliver: (client: number) => Promise<void>): Promise<{ run: Run; messages: number }> => {
  let messages = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(Array.from({ length: POSTERS }, async (_, client) => {
    while (performance.now() < end) {
      await deliver(client);
      messages += 1;
    }
  }));
  return { run: { count: messages * SOCKETS, ms: performance.now() - start, latencies: new Float64Array(), errors: 0 }, messages };
};

const withLatencies = (run: Run, latencies: number[]): Run => ({ ...run, latencies: Float64Array.from(latencies).sort() });

const openSocket = (url: string, token: string | null) => new Promise<WebSocket>((resolve, reject) => {
  const socket = new WebSocket(url);
  socket.once('error', reject);
  if (token === null) return socket.once('open', () => resolve(socket));
  socket.once('open', () => socket.send(JSON.stringify({ event: 'auth', token })));
  socket.once('message', (raw) => (JSON.parse(String(raw)).event === 'authenticated' ? resolve(socket) : reject(new Error(String(raw)))));
});

/** A dealer's order to chat on, bought through the API as a dealer would. */
const placeOrder = async (portal: BenchPortal) => {
  const { base, tokens, ids } = portal;
  const dealer = { 'content-type': 'application/json', authorization: `Bearer ${tokens.dealer}` };
  await seedDemoCatalogue(portal.database.db);
  const vehicle = await portal.database.db.selectFrom('vehicles').select('id').where('engine', '=', '2.0 TDI 150hp').where('model', '=', 'Golf').executeTakeFirstOrThrow();
  const form = readUploadForm('ECU', binaryRead(4096));
  const upload = JSON.parse(await call(`${base}/files/upload`, { method: 'POST', headers: { authorization: `Bearer ${tokens.dealer}`, 'content-type': form.contentType }, body: form.body }, 201)) as { id: string };
  const draft = { type: 'ECU', stage: '2', vehicleId: vehicle.id, files: [{ uploadId: upload.id }] };
  const { total } = JSON.parse(await call(`${base}/order-software/quote`, { method: 'POST', headers: dealer, body: JSON.stringify(draft) })) as { total: number };
  await call(`${base}/credit/transfer`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` }, body: JSON.stringify({ to: ids.dealer, amount: total }) });
  return (JSON.parse(await call(`${base}/order-software/create`, { method: 'POST', headers: dealer, body: JSON.stringify({ ...draft, expectedTotal: total }) })) as { id: string }).id;
};

/** The same two frames as the portal pushes, broadcast by a bare ws server to SOCKETS clients. */
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
    const { run } = await measure(() => flow.deliver((text) => {
      const notify = JSON.stringify({ event: 'notify', data: [{ id: randomUUID(), type: 'chats', title: 'Order chat: message from Calibrator', text, time: new Date().toISOString(), url: `/order-detail/${orderId}?open-chat=1`, itemId: orderId, count: 1 }] });
      const refetch = JSON.stringify({ event: 'order-chat', data: { orderId, messageId: randomUUID() } });
      for (const peer of peers) {
        peer.send(notify);
        peer.send(refetch);
      }
    }));
    return withLatencies(run, flow.latencies);
  } finally {
    clients.forEach((socket) => socket.terminate());
    await new Promise((resolve) => server.close(resolve));
  }
};

export const benchChat = async (portal: BenchPortal) => {
  const orderId = await placeOrder(portal);
  const calibrator = { 'content-type': 'application/json', authorization: `Bearer ${portal.tokens.calibrator}` };
  const wsUrl = `${portal.base.replace(/^http/, 'ws')}/ws`;
  const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => openSocket(wsUrl, portal.tokens.dealer)));
  const flow = fanout();
  sockets.forEach(flow.listen);
  console.log(`\nOrder chat live fan-out: a calibrator posts, ${SOCKETS} websocket clients of the dealer receive it (notify + order-chat), ${POSTERS} posters, ${SECONDS} s per figure\n`);
  try {
    await flow.deliver((text) => call(`${portal.base}/order-chat/${orderId}`, { method: 'POST', headers: calibrator, body: JSON.stringify({ text }) }, 201)); // warm-up
    flow.latencies.length = 0;
    const portalRun = await measure(() => flow.deliver((text) => call(`${portal.base}/order-chat/${orderId}`, { method: 'POST', headers: calibrator, body: JSON.stringify({ text }) }, 201)));
    const run = withLatencies(portalRun.run, flow.latencies);
    const bare = await baseline();
    throughputLine(`chat deliveries (${portalRun.messages} posts × ${SOCKETS} sockets)`, run, [{ label: 'bare ws broadcast', run: bare }]);
    latencyLine('  post to receipt, per socket', run, { label: 'bare ws send to receipt', run: bare });
  } finally {
    sockets.forEach((socket) => socket.terminate());
  }
};
