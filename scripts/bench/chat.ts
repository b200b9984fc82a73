import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { binaryRead, readUploadForm } from '../lib/multipart.js';
import { measureFanout } from './fanout.js';
import { envNumber, latencyLine, throughputLine } from './measure.js';
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

/** The same two frames as the portal pushes, sent by the bare ws server to every peer. */
const broadcast = (orderId: string) => (peers: WebSocket[], text: string) => {
  const notify = JSON.stringify({ event: 'notify', data: [{ id: randomUUID(), type: 'chats', title: 'Order chat: message from Calibrator', text, time: new Date().toISOString(), url: `/order-detail/${orderId}?open-chat=1`, itemId: orderId, count: 1 }] });
  const refetch = JSON.stringify({ event: 'order-chat', data: { orderId, messageId: randomUUID() } });
  for (const peer of peers) {
    peer.send(notify);
    peer.send(refetch);
  }
};

export const benchChat = async (portal: BenchPortal) => {
  const orderId = await placeOrder(portal);
  const calibrator = { 'content-type': 'application/json', authorization: `Bearer ${portal.tokens.calibrator}` };
  const post = (text: string) => call(`${portal.base}/order-chat/${orderId}`, { method: 'POST', headers: calibrator, body: JSON.stringify({ text }) }, 201);
  const heading = `\nOrder chat live fan-out: a calibrator posts, ${SOCKETS} websocket clients of the dealer receive it (notify + order-chat), ${POSTERS} posters, ${SECONDS} s per figure\n`;
  const { run, messages, bare } = await measureFanout(portal, { sockets: SOCKETS, posters: POSTERS, seconds: SECONDS, clock: 'before-send' }, heading, post, broadcast(randomUUID()));
  throughputLine(`chat deliveries (${messages} posts × ${SOCKETS} sockets)`, run, [{ label: 'bare ws broadcast', run: bare }]);
  latencyLine('  post to receipt, per socket', run, { label: 'bare ws send to receipt', run: bare });
};
