import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { projections } from '../../projections/index.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { tableRows } from '../projections/support.js';
import { loadSoftwareOrder, moveOrderMoney } from '../../api/routes/softwareOrders/settle.js';
import { handleCommand } from '../../events/command/handle-command.js';
import { balanceFactsOf } from '../../events/credit/order-rule.js';
import { softwareOrderDecider } from '../../events/softwareOrders/decide.js';
import { softwareOrderStream } from '../../events/softwareOrders/events.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { binaryRead, readUploadForm } from '../../scripts/lib/multipart.js';
import { DEMO_PASSWORD } from '../../scripts/lib/demo-data.js';
import { collectPushes, openLiveSocket, pingThrough, until } from '../support/live.js';
import { usePortal } from '../support/use-portal.js';
import { caughtUp } from '../support/caught-up.js';

// The calibrators' half of an order on a real PostgreSQL (issue 10): two calibrators racing for
// one order, a whole life (assign, deliver v1, reject, corrected read, deliver v2, complete,
// warranty and its refund) leaving exactly the movements the rules say, retries that move credits
// once, and who may read what.

const { portal, ids, headers, tokens } = usePortal(['admin', 'dealer', 'subdealer', 'distributor', 'calibrator']);
const MARGIN = 10;

const post = (url: string, as: { authorization: string }, payload: object, extra: Record<string, string> = {}) =>
  portal.app.inject({ method: 'POST', url, headers: { ...as, ...extra }, payload });
const get = (url: string, as: { authorization: string }) => portal.app.inject({ method: 'GET', url, headers: as });
const ok = async <T = Record<string, unknown>>(response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json() as T;
};

const upload = async (as: { authorization: string }, kind: 'ECU' | 'TCU', bytes?: Buffer) => {
  const form = readUploadForm(kind, bytes);
  const response = await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...as, 'content-type': form.contentType }, payload: form.body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; sha256: string };
};

let draft: { type: string; stage: string; vehicleId: string; files: { uploadId: string }[] };
let total = 0;
const otherCalibrator = { authorization: '' };

/** A paid order of the dealer (under the distributor, whose margin is MARGIN %). */
const placeOrder = async () => {
  const read = await upload(headers.dealer, 'ECU');
  const body = { ...draft, files: [{ uploadId: read.id }] };
  return ok<{ id: string; number: number }>(post('/api/order-software/create', headers.dealer, { ...body, expectedTotal: total }));
};

/** The ledger's movements of one order, kind and direction, in order. */
const movementsOf = async (orderId: string) => {
  const rows = await portal.services.pool.query<{ type: string; data: { kind: string; from: string; to: string; amount: number; reference: string } }>(
    "SELECT type, data FROM events WHERE stream_id = 'ledger' AND data->>'reference' = $1 ORDER BY global_position", [orderId]);
  const name = (account: string) => Object.entries(ids).find(([, id]) => id === account)?.[0] ?? account;
  return rows.rows.map(({ data }) => `${data.kind} ${name(data.from)}->${name(data.to)} ${data.amount}`);
};

beforeAll(async () => {
  await seedDemoCatalogue(portal.services.db);
  const golf = await portal.services.db.selectFrom('vehicles').select('id').where('engine', '=', '2.0 TDI 150hp').where('model', '=', 'Golf').executeTakeFirstOrThrow();
  draft = { type: 'ECU', stage: '2', vehicleId: golf.id, files: [] };
  const read = await upload(headers.dealer, 'ECU');
  total = (await ok<{ total: number }>(post('/api/order-software/quote', headers.dealer, { ...draft, files: [{ uploadId: read.id }] }))).total;
  expect((await post('/api/credit/transfer', headers.admin, { to: ids.dealer, amount: total * 20 })).statusCode).toBe(200);
  // The distributor's margin on its dealers' orders: a dealer-scoped price policy row.
  await portal.services.db.insertInto('price_policies').values({
    country_id: null, dealer_id: ids.distributor, discount_after_a_year: '0', minimum_price: '0', only_on_upgrade_fee: false, distributor_margin: String(MARGIN),
  }).execute();
  // A second calibrator, created by the Admin as a user would be.
  const created = await post('/api/users', headers.admin, { email: 'cal2@demo.test', password: DEMO_PASSWORD, firstName: 'Second', lastName: 'Calibrator', roles: ['Calibrator'] });
  expect(created.statusCode, created.body).toBe(201);
  otherCalibrator.authorization = `Bearer ${await portal.login('cal2@demo.test')}`;
});

describe('the calibrators\' half of an order', () => {

  it('lets one of two calibrators taking an order at once win; the other gets a 409', async () => {
    const order = await placeOrder();
    const queue = await ok<{ id: string }[]>(get('/api/files/orders?filter={"scope":"unassigned"}', headers.calibrator));
    expect(queue.map((o) => o.id)).toContain(order.id);
    const answers = await Promise.all([
      post('/api/order-software/assign', headers.calibrator, { id: order.id }),
      post('/api/order-software/assign', otherCalibrator, { id: order.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'ORDER_TAKEN', message: 'Another calibrator has taken this order' });
    // The loser no longer reads the order; the winner's queue has it, with its due time.
    const winner = answers[0].statusCode === 200 ? headers.calibrator : otherCalibrator;
    const loser = winner === headers.calibrator ? otherCalibrator : headers.calibrator;
    expect((await get(`/api/order-software/view/${order.id}`, loser)).statusCode).toBe(404);
    expect((await get(`/api/order-chat/${order.id}`, loser)).statusCode).toBe(404);
    expect((await get(`/api/order-chat/${order.id}`, winner)).statusCode).toBe(200);
    const mine = await ok<{ id: string; dueAt: string | null }[]>(get('/api/files/orders?filter={"scope":"mine"}', winner));
    expect(mine.find((o) => o.id === order.id)?.dueAt).toBeTruthy();
  });

  it('runs a whole life and leaves exactly the movements the rules say', async () => {
    const order = await placeOrder();
    const price = Math.round(total * 100);
    const profit = Math.round((price * MARGIN) / 100);
    await ok(post('/api/order-software/assign', headers.calibrator, { id: order.id }));
    await ok(post('/api/order-software/update-status', headers.calibrator, { id: order.id, status: 'In Process', note: 'Starting' }));
    // The chat: the dealer sends a log with its question; the calibrator reads the file.
    const log = await upload(headers.dealer, 'ECU');
    const message = await post(`/api/order-chat/${order.id}`, headers.dealer, { text: 'Here is a datalog', uploadIds: [log.id] });
    expect(message.statusCode, message.body).toBe(201);
    const attachment = await portal.app.inject({ method: 'GET', url: `/api/order-chat/${order.id}/attachments/${log.sha256}`, headers: headers.calibrator });
    expect(createHash('sha256').update(attachment.rawPayload).digest('hex')).toBe(log.sha256);
    const v1 = await upload(headers.calibrator, 'ECU', binaryRead(4096));
    const delivered = await ok<{ status: string; versions: number }>(post('/api/order-software/deliver', headers.calibrator, { id: order.id, files: [{ uploadId: v1.id }], note: 'Stage 2' }));
    expect(delivered).toMatchObject({ status: 'Waiting on feedback', versions: 1 });
    // The dealer downloads version 1 and checks its hash.
    const versions = await ok<{ version: number; files: { sha256: string; url: string }[] }[]>(get(`/api/files/tuned/${order.id}`, headers.dealer));
    const file = await portal.app.inject({ method: 'GET', url: versions[0].files[0].url, headers: headers.dealer });
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(v1.sha256);
    expect(file.headers['x-content-sha256']).toBe(v1.sha256);

    // Rejected with a reason: the dealer gets its credits back (and the distributor's profit goes back).
    const before = portal.services.ledger.balance(ids.dealer);
    expect((await post('/api/order-software/update-status', headers.admin, { id: order.id, status: 'Rejected' })).json()).toMatchObject({ code: 'REJECTION_REASON_REQUIRED' });
    await ok(post('/api/order-software/update-status', headers.admin, { id: order.id, status: 'Rejected', note: 'The read is incomplete' }));
    expect(portal.services.ledger.balance(ids.dealer)).toBe(before + price);

    // The corrected read: round 2, the order opens again and is paid again.
    const corrected = await upload(headers.dealer, 'ECU', binaryRead(8192));
    const reopened = await ok<{ status: string; rounds: number }>(post('/api/order-software/resubmit', headers.dealer, { id: order.id, files: [{ uploadId: corrected.id }], note: 'Full read' }));
    expect(reopened).toMatchObject({ status: 'New', rounds: 2 });
    expect(portal.services.ledger.balance(ids.dealer)).toBe(before);
    const reads = await ok<{ round: number; files: { sha256: string }[] }[]>(get(`/api/files/reads/${order.id}`, headers.calibrator));
    expect(reads.map((r) => r.round)).toEqual([1, 2]);
    expect(reads[1].files[0].sha256).toBe(corrected.sha256);

    await ok(post('/api/order-software/update-only-status', headers.calibrator, { id: order.id, status: 'In Process' }));
    const v2 = await upload(headers.calibrator, 'ECU', binaryRead(4096));
    expect(await ok(post('/api/order-software/deliver', headers.calibrator, { id: order.id, files: [{ uploadId: v2.id }] }))).toMatchObject({ versions: 2 });
    await ok(post('/api/order-software/update-status', headers.dealer, { id: order.id, status: 'Completed' }));

    // Warranty: claimed by the dealer, handled by the calibrator, a refund by the Admin.
    expect(await ok(post('/api/warrants/create', headers.dealer, { orderId: order.id, reason: 'Limp mode at 3000 rpm' }))).toMatchObject({ status: 'Warranty', warrantyStatus: 'NEW' });
    await ok(post('/api/warrants/update-status', headers.calibrator, { orderId: order.id, status: 'In process' }));
    const refund = Math.round(price / 4);
    // Sent ten times at once with one key: granted and moved once.
    const refunds = await Promise.all(Array.from({ length: 10 }, () => post('/api/warrants/refund', headers.admin, { orderId: order.id, amount: refund / 100 }, { 'idempotency-key': `warranty-${order.id}` })));
    expect(refunds.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await post('/api/warrants/refund', headers.admin, { orderId: order.id, amount: total })).json()).toMatchObject({ code: 'WARRANTY_REFUND_TOO_HIGH' });
    expect(await ok(post('/api/warrants/update-status', headers.calibrator, { orderId: order.id, status: 'Closed' }))).toMatchObject({ status: 'Completed', warrantyStatus: 'Closed' });

    expect(await movementsOf(order.id)).toEqual([
      `OrderSoftwareEntity dealer->house ${price}`,
      `OrderDistributorProfit house->distributor ${profit}`,
      `RefundEntity house->dealer ${price}`,
      `OrderDistributorProfit distributor->house ${profit}`,
      `OrderSoftwareEntity dealer->house ${price}`,
      `OrderDistributorProfit house->distributor ${profit}`,
      `WarrantEntity house->dealer ${refund}`,
    ]);
    // The credit history shows each with the order as its reference.
    const history = await ok<{ reference: string | null; kind: string }[]>(get(`/api/credit/movements?filter=${encodeURIComponent(JSON.stringify({ kind: 'WarrantEntity' }))}`, headers.dealer));
    expect(history.some((m) => JSON.stringify(m).includes(order.id))).toBe(true);

    const view = await ok<{ timeline: { type: string }[] }>(get(`/api/order-software/view/${order.id}`, headers.dealer));
    expect(view.timeline.map((e) => e.type)).toEqual(expect.arrayContaining(['SoftwareOrderAssigned', 'TunedFileDelivered', 'SoftwareOrderResubmitted', 'WarrantyOpened', 'WarrantyRefundGranted']));
  });

  it('moves a refund once however often it is sent, and a price change moves the difference once', async () => {
    const order = await placeOrder();
    const price = Math.round(total * 100);
    await ok(post('/api/order-software/assign', headers.admin, { id: order.id, calibratorId: ids.calibrator }));
    // Repriced down: the difference comes back; the same request with one key ten times moves once.
    const key = { 'idempotency-key': `reprice-${order.id}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/order-software/update-price', headers.admin, { id: order.id, price: total / 2 }, key)));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    // The money step itself, run ten times at once (the route and the reactor meeting), moves nothing more.
    await Promise.all(Array.from({ length: 10 }, () => moveOrderMoney(portal.services, order.id)));
    const moved = (await movementsOf(order.id)).filter((m) => m.startsWith('OrderRefundDifference'));
    expect(moved).toEqual([`OrderRefundDifference house->dealer ${price - Math.round(price / 2)}`]);
    // Cancelled by the Admin ten times at once: one RefundEntity of what is left.
    await Promise.all(Array.from({ length: 10 }, () => post('/api/order-software/update-status', headers.admin, { id: order.id, status: 'Cancel' }, { 'idempotency-key': `cancel-${order.id}` })));
    expect((await movementsOf(order.id)).filter((m) => m.startsWith('RefundEntity'))).toEqual([`RefundEntity house->dealer ${Math.round(price / 2)}`]);
  });

  it('moves the distributor profit with a new price, down and up, once, also when the money step runs again after a crash', async () => {
    const order = await placeOrder();
    const price = Math.round(total * 100);
    const profitOn = (cents: number) => Math.round((cents * MARGIN) / 100);
    const { ledger } = portal.services;
    const dealer = ledger.balance(ids.dealer);
    const distributor = ledger.balance(ids.distributor);

    // Down: the dealer gets the difference back and the distributor gives back the profit on it.
    const lower = Math.round(price / 2);
    await ok(post('/api/order-software/update-price', headers.admin, { id: order.id, price: lower / 100 }));
    await Promise.all(Array.from({ length: 5 }, () => moveOrderMoney(portal.services, order.id)));
    expect(ledger.balance(ids.dealer)).toBe(dealer + price - lower);
    expect(ledger.balance(ids.distributor)).toBe(distributor - profitOn(price) + profitOn(lower));

    // Up, with a crash: the decision is stored and the ledger charged, but the outcome was never recorded.
    const higher = price + 10_000;
    const { state } = await handleCommand(portal.services.store, softwareOrderStream(order.id), softwareOrderDecider, {
      type: 'RepriceOrder', eventId: randomUUID(), price: higher, actorId: ids.admin, balance: balanceFactsOf(ledger.state(), ids.dealer), at: new Date().toISOString(),
    });
    const step = state.pending.find((m) => m.step === 'chargeDifference')!;
    await ledger.handle({
      type: 'ChargeSoftware', movementId: step.movementId, amount: step.amount, idempotencyKey: null, actor: { id: ids.dealer, isAdmin: false },
      at: new Date().toISOString(), from: ids.dealer, orderId: order.id, kind: 'OrderRefundDifference',
    });
    // The settlement reactor (running here too) and repeated runs of its step finish it, once.
    await Promise.all(Array.from({ length: 5 }, () => moveOrderMoney(portal.services, order.id)));
    await expect.poll(async () => (await loadSoftwareOrder(portal.services, order.id)).state.pending, { timeout: 10_000 }).toEqual([]);
    expect(ledger.balance(ids.dealer)).toBe(dealer + price - higher);
    expect(ledger.balance(ids.distributor)).toBe(distributor - profitOn(price) + profitOn(higher));
    expect(await movementsOf(order.id)).toEqual([
      `OrderSoftwareEntity dealer->house ${price}`,
      `OrderDistributorProfit house->distributor ${profitOn(price)}`,
      `OrderRefundDifference house->dealer ${price - lower}`,
      `OrderDistributorProfit distributor->house ${profitOn(price) - profitOn(lower)}`,
      `OrderRefundDifference dealer->house ${higher - lower}`,
      `OrderDistributorProfit house->distributor ${profitOn(higher) - profitOn(lower)}`,
    ]);
  });

  it('tells the dealer live when its order is taken and a tuned file delivered, and not the calibrator who did it', async () => {
    const order = await placeOrder();
    const dealer = await openLiveSocket(portal.app, tokens.dealer);
    const calibrator = await openLiveSocket(portal.app, tokens.calibrator);
    const toDealer = collectPushes(dealer);
    const toCalibrator = collectPushes(calibrator);
    try {
      await ok(post('/api/order-software/assign', headers.calibrator, { id: order.id }));
      const tuned = await upload(headers.calibrator, 'ECU');
      await ok(post('/api/order-software/deliver', headers.calibrator, { id: order.id, files: [{ uploadId: tuned.id }], note: 'Stage 2' }));
      const texts = () => toDealer.filter((m) => m.event === 'notify').flatMap((m) => m.data as { type: string; text: string; url: string }[]);
      await until(() => texts().some((n) => n.text.startsWith('Tuned file version 1 delivered')) && texts().some((n) => n.text.startsWith('Status: Tune Supplied')), 'the delivery notices');
      expect(texts().every((n) => n.type === 'software' && n.url === `/order-detail/${order.id}`)).toBe(true);
      expect(texts().map((n) => n.text)).toEqual(expect.arrayContaining(['Assigned to Cal Calibrator', 'Status: Tune Supplied — Version 1 delivered', 'Tuned file version 1 delivered — Stage 2']));
      expect(toDealer.some((m) => m.event === 'order-software' && (m.data as { orderId: string }).orderId === order.id)).toBe(true);
      // The calibrator did it all: its socket got nothing (a ping now is answered after anything pushed before).
      await pingThrough(calibrator, toCalibrator);
      expect(toCalibrator.map((m) => m.event)).toEqual(['pong']);
    } finally {
      dealer.terminate();
      calibrator.terminate();
    }
  });

  it('keeps another dealer out of an order\'s files, versions and reads', async () => {
    const order = await placeOrder();
    for (const url of [`/api/files/tuned/${order.id}`, `/api/files/reads/${order.id}`, `/api/order-software/view/${order.id}`]) {
      expect((await get(url, headers.subdealer)).statusCode, url).toBe(404);
    }
    expect((await post('/api/order-software/resubmit', headers.subdealer, { id: order.id, files: [{ uploadId: (await upload(headers.subdealer, 'ECU')).id }] })).statusCode).toBe(404);
    expect((await post('/api/warrants/create', headers.subdealer, { orderId: order.id, reason: 'x' })).statusCode).toBe(404);
    // Dealers do not deliver or assign.
    expect((await post('/api/order-software/assign', headers.dealer, { id: order.id })).statusCode).toBe(403);
  });

  // Last: after all of the above, every read model rebuilt from the events equals the live one.
  it('rebuilds every read model equal to the live rows', async () => {
    const { store, db, pool, runner } = portal.services;
    expect(await caughtUp({ runner, pool })).toBe(true);
    await runner.stop();
    const snapshot = () => Promise.all(projections.flatMap((p) => p.tables.map(async (table) => [table, await tableRows(pool, table)] as const)));
    const live = await snapshot();
    for (const projection of projections) await rebuildProjection({ store, db, pool, projection });
    expect(Object.fromEntries(await snapshot())).toEqual(Object.fromEntries(live));
  }, 120_000);
});
