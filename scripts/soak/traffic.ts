import { deterministicUuid } from '../../events/deterministic-id.js';
import { readUploadForm } from '../lib/multipart.js';
import type { SoakClient, Session } from './client.js';
import type { OrderWrite, Role, SoakOrderStatus, SoakRecord } from './record.js';

// The mixed traffic of every role. Ids the server derives from an Idempotency-Key are derived here
// the same way (api/routes/*: the id "may derive from an Idempotency-Key", api/CONTRACT.md), so a
// write left unanswered by a crash can be looked for at the end.

export type Traffic = { client: SoakClient; record: SoakRecord; sessions: Record<Role, Session>; random: () => number; vehicleId: string };

const ORDERING: Role[] = ['distributor', 'dealer', 'subdealer'];
/** Credits the administrator tops a dealer up with, at most (whole credits). */
const MAX_TRANSFER = 400;
const MAX_CREDIT_ORDER = 50;
const READS = [
  ['admin', '/api/reports/credit'], ['admin', '/api/reports/software-orders'], ['admin', '/api/reports/software-pending-summary'],
  ['admin', '/api/reports/credit-revenue-summary'], ['admin', '/api/credit/admin-history'], ['admin', '/api/order-software/index'],
  ['dealer', '/api/credit/dashboard'], ['dealer', '/api/order-software/index'], ['dealer', '/api/support'], ['dealer', '/api/notifications'],
  ['distributor', '/api/credit/movements'], ['distributor', '/api/credit-order/index'], ['subdealer', '/api/order-software/index'],
  ['calibrator', '/api/files/orders?filter={"scope":"unassigned"}'], ['support', '/api/support'], ['support', '/api/support/counts'],
] as const satisfies readonly (readonly [Role, string])[];

const pickFrom = <T>(random: () => number, items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
const words = (t: Traffic) => `soak ${Math.floor(t.random() * 1e9).toString(36)} ${deterministicUuid(String(t.random()))}`;

const upload = async (t: Traffic, session: Session): Promise<string | null> => {
  const form = readUploadForm('ECU');
  const answer = await t.client.write(session, 'POST', '/api/files/upload', null, { idempotent: false, raw: { contentType: form.contentType, body: form.body } });
  return answer?.status === 201 ? (answer.body as { id: string }).id : null;
};

/** A dealer of any level orders stage 2 for the demo Golf on a read of its own. */
const placeOrder = async (t: Traffic, role: Role) => {
  const session = t.sessions[role];
  const uploadId = await upload(t, session);
  if (!uploadId) return;
  const draft = { type: 'ECU', stage: '2', vehicleId: t.vehicleId, files: [{ uploadId }] };
  const quote = await t.client.read(session, '/api/order-software/quote', draft);
  if (quote?.status !== 200) return;
  const total = (quote.body as { total: number }).total;
  let order: OrderWrite | undefined;
  const answer = await t.client.write(session, 'POST', '/api/order-software/create', { ...draft, expectedTotal: total }, {
    onKey: (scopedKey) => {
      order = { id: deterministicUuid(`software-order-id:${scopedKey}`), dealerId: session.id, cents: Math.round(total * 100), acked: false, ackedStatus: null, attempted: new Set(), paid: false };
      t.record.orders.push(order);
    },
  });
  if (order && answer && answer.status < 300) {
    const body = answer.body as { id: string; payment: string };
    if (body.id !== order.id) throw new Error(`order id ${body.id} is not the one derived from its key (${order.id}): the soak's lookup would miss it`);
    Object.assign(order, { acked: true, ackedStatus: 'New', paid: body.payment === 'paid' });
  }
};

/** Moves an order and keeps what the answer says about where it is. */
const moveOrder = async (t: Traffic, order: OrderWrite, to: SoakOrderStatus, call: () => Promise<{ status: number } | null>) => {
  const answer = await call();
  if (!answer) order.attempted.add(to);
  else if (answer.status < 300) order.ackedStatus = to;
};

const openOrders = (t: Traffic, dealerId?: string) =>
  t.record.orders.filter((o) => o.acked && o.paid && o.ackedStatus === 'New' && o.attempted.size === 0 && (!dealerId || o.dealerId === dealerId));

const cancelOrder = async (t: Traffic, role: Role) => {
  const session = t.sessions[role];
  const order = pickFrom(t.random, openOrders(t, session.id));
  if (order) await moveOrder(t, order, 'Cancel', () => t.client.write(session, 'POST', '/api/order-software/update-status', { id: order.id, status: 'Cancel', note: 'soak' }));
};

/** A calibrator takes an order from the queue and delivers a tuned file. */
const tuneOrder = async (t: Traffic) => {
  const session = t.sessions.calibrator;
  const order = pickFrom(t.random, openOrders(t));
  if (!order) return;
  const taken = await t.client.write(session, 'POST', '/api/order-software/assign', { id: order.id });
  if (taken?.status !== 200) return;
  const tuned = await upload(t, session);
  if (tuned) await moveOrder(t, order, 'Waiting on feedback', () => t.client.write(session, 'POST', '/api/order-software/deliver', { id: order.id, files: [{ uploadId: tuned }], note: 'soak' }));
};

const chat = async (t: Traffic, role: Role) => {
  const session = t.sessions[role];
  const mine = t.record.orders.filter((o) => o.acked && (role === 'calibrator' || o.dealerId === session.id));
  const order = pickFrom(t.random, mine);
  if (!order) return;
  const message = { kind: 'chat' as const, text: words(t), acked: false };
  t.record.messages.push(message);
  const answer = await t.client.write(session, 'POST', `/api/order-chat/${order.id}`, { text: message.text });
  message.acked = answer !== null && answer.status < 300;
};

const openTicket = async (t: Traffic, role: Role) => {
  const session = t.sessions[role];
  let ticket: { id: string; acked: boolean } | undefined;
  const answer = await t.client.write(session, 'POST', '/api/support', { categoryId: pickFrom(t.random, ['technical', 'financial']), title: 'Soak', message: words(t) }, {
    onKey: (scopedKey) => {
      ticket = { id: deterministicUuid(`ticket:${scopedKey}`), acked: false };
      t.record.tickets.push(ticket);
    },
  });
  if (ticket && answer && answer.status < 300) ticket.acked = true;
};

const answerTicket = async (t: Traffic, role: Role) => {
  const session = t.sessions[role];
  const ticket = pickFrom(t.random, t.record.tickets.filter((x) => x.acked));
  if (!ticket) return;
  if (role === 'support' && t.random() < 0.3) await t.client.write(session, 'POST', `/api/support/${ticket.id}/assign-me`, {});
  const message = { kind: 'ticket' as const, text: words(t), acked: false };
  t.record.messages.push(message);
  const answer = await t.client.write(session, 'POST', `/api/support/${ticket.id}/messages`, { text: message.text });
  message.acked = answer !== null && answer.status < 300;
};

const transfer = async (t: Traffic) => {
  const to = t.sessions[pickFrom(t.random, ORDERING)!].id;
  const credits = 1 + Math.floor(t.random() * MAX_TRANSFER);
  let write: SoakRecord['transfers'][number] | undefined;
  const answer = await t.client.write(t.sessions.admin, 'POST', '/api/credit/transfer', { to, amount: credits, description: 'soak' }, {
    onKey: (scopedKey) => {
      write = { scopedKey, movementId: deterministicUuid(`movement:${scopedKey}`), to, cents: credits * 100, acked: false };
      t.record.transfers.push(write);
    },
  });
  if (write && answer && answer.status < 300) write.acked = true;
};

/** A dealer buys credits from the portal by bank transfer; the administrator confirms some payments. */
const buyCredits = async (t: Traffic, role: Role) => {
  const session = t.sessions[role];
  const credits = 1 + Math.floor(t.random() * MAX_CREDIT_ORDER);
  let order: SoakRecord['creditOrders'][number] | undefined;
  const answer = await t.client.write(session, 'POST', '/api/credit-order', { credits, paymentMethod: 'bank_transfer', fromHouse: true }, {
    onKey: (scopedKey) => {
      order = { id: deterministicUuid(`credit-order-id:${scopedKey}`), buyerId: session.id, cents: credits * 100, acked: false, confirmed: null };
      t.record.creditOrders.push(order);
    },
  });
  if (order && answer && answer.status < 300) order.acked = true;
};

const confirmCredits = async (t: Traffic) => {
  const order = pickFrom(t.random, t.record.creditOrders.filter((o) => o.acked && o.confirmed === null));
  if (!order) return;
  order.confirmed = 'attempted';
  const answer = await t.client.write(t.sessions.admin, 'POST', `/api/credit-order/confirm-payment/${order.id}`, {});
  if (answer && answer.status < 300) order.confirmed = 'acked';
};

const readSomething = async (t: Traffic) => {
  const [role, path] = pickFrom(t.random, READS)!;
  await t.client.read(t.sessions[role], path);
};

/** One step of each kind of user: what that role does on a working day, drawn at random. */
export const STEPS: Record<string, ((t: Traffic) => Promise<void>)[]> = {
  admin: [transfer, transfer, confirmCredits, readSomething],
  dealers: [
    (t) => placeOrder(t, pickFrom(t.random, ORDERING)!), (t) => placeOrder(t, pickFrom(t.random, ORDERING)!),
    (t) => chat(t, pickFrom(t.random, ORDERING)!), (t) => openTicket(t, pickFrom(t.random, ORDERING)!),
    (t) => answerTicket(t, 'dealer'), (t) => buyCredits(t, pickFrom(t.random, ORDERING)!), (t) => cancelOrder(t, pickFrom(t.random, ORDERING)!), readSomething,
  ],
  calibrator: [tuneOrder, tuneOrder, (t) => chat(t, 'calibrator'), readSomething],
  support: [(t) => answerTicket(t, 'support'), readSomething],
  readers: [readSomething],
};
