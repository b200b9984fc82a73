import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { Run } from './measure.js';
import type { BenchPortal } from './portal.js';

// The live fan-out harness of the chat and notification sections: `sockets` websocket clients of
// the demo dealer each receive every message (a `notify` whose text names it); closed loops of
// `posters` send the next message once every socket has the last one. Beside the portal, a bare
// `ws` server broadcasts to as many clients in the same run.

export type FanoutOptions = {
  sockets: number;
  posters: number;
  seconds: number;
  /** When a message's clock starts: before its send, or once the send has answered (an append's commit). */
  clock: 'before-send' | 'after-send';
};
type Send = (text: string) => Promise<unknown> | void;
type Waiter = { arrivals: number[]; done: () => void };

const openSocket = (url: string, token: string | null) => new Promise<WebSocket>((resolve, reject) => {
  const socket = new WebSocket(url);
  socket.once('error', reject);
  if (token === null) return socket.once('open', () => resolve(socket));
  socket.once('open', () => socket.send(JSON.stringify({ event: 'auth', token })));
  socket.once('message', (raw) => (JSON.parse(String(raw)).event === 'authenticated' ? resolve(socket) : reject(new Error(String(raw)))));
});

/** Sockets that report each `notify` they receive to the waiter of its text; receipt latencies are kept. */
const fanout = ({ sockets, clock }: FanoutOptions) => {
  const waiters = new Map<string, Waiter>();
  const latencies: number[] = [];
  const listen = (socket: WebSocket) => socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { event: string; data?: { text?: string }[] };
    if (message.event !== 'notify') return;
    const waiter = waiters.get(message.data?.[0]?.text ?? '');
    if (!waiter) return;
    waiter.arrivals.push(performance.now());
    if (waiter.arrivals.length === sockets) waiter.done();
  });
  /** Sends one message through `send` and answers once every socket has it. */
  const deliver = async (send: Send) => {
    const text = `bench ${randomUUID()}`;
    let done!: () => void;
    const arrived = new Promise<void>((resolve) => (done = resolve));
    const waiter: Waiter = { arrivals: [], done };
    waiters.set(text, waiter);
    let start = performance.now();
    await send(text);
    if (clock === 'after-send') start = performance.now();
    await arrived;
    waiters.delete(text);
    // A push may even beat the send's answer to this process: that counts as no wait.
    for (const at of waiter.arrivals) latencies.push(Math.max(0, at - start));
  };
  return { listen, deliver, latencies };
};

/** `posters` loops for `seconds`: every delivery to every socket counts. */
const measure = async ({ sockets, posters, seconds }: FanoutOptions, deliver: () => Promise<void>, latencies: number[]) => {
  let messages = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(Array.from({ length: posters }, async () => {
    while (performance.now() < end) {
      await deliver();
      messages += 1;
    }
  }));
  const run: Run = { count: messages * sockets, ms: performance.now() - start, latencies: Float64Array.from(latencies).sort(), errors: 0 };
  return { run, messages };
};

/** A bare ws server whose `broadcast` sends the message of `text` to every peer. */
const bareBaseline = async (options: FanoutOptions, broadcast: (peers: WebSocket[], text: string) => void) => {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const peers: WebSocket[] = [];
  server.on('connection', (socket) => peers.push(socket));
  const flow = fanout(options);
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients = await Promise.all(Array.from({ length: options.sockets }, () => openSocket(url, null)));
  clients.forEach(flow.listen);
  while (peers.length < options.sockets) await new Promise((resolve) => setTimeout(resolve, 5));
  try {
    return (await measure(options, () => flow.deliver((text) => broadcast(peers, text)), flow.latencies)).run;
  } finally {
    clients.forEach((socket) => socket.terminate());
    await new Promise((resolve) => server.close(resolve));
  }
};

/**
 * The portal's fan-out to the dealer's live sockets (`send` makes the portal push a message with
 * that text; one warm-up first), then the bare baseline; `heading` is printed once the sockets are in.
 */
export const measureFanout = async (portal: BenchPortal, options: FanoutOptions, heading: string, send: Send, broadcast: (peers: WebSocket[], text: string) => void) => {
  const url = `${portal.base.replace(/^http/, 'ws')}/ws`;
  const sockets = await Promise.all(Array.from({ length: options.sockets }, () => openSocket(url, portal.tokens.dealer)));
  const flow = fanout(options);
  sockets.forEach(flow.listen);
  console.log(heading);
  try {
    await flow.deliver(send); // warm-up
    flow.latencies.length = 0;
    const { run, messages } = await measure(options, () => flow.deliver(send), flow.latencies);
    return { run, messages, bare: await bareBaseline(options, broadcast) };
  } finally {
    sockets.forEach((socket) => socket.terminate());
  }
};
