import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverFromStock, stockDeliveryReactor } from '../../api/routes/filesSection/stock-reactor.js';
import { handleCommand } from '../../events/command/handle-command.js';
import { softwareOrderDecider } from '../../events/softwareOrders/decide.js';
import { softwareOrderStream, type SoftwareOrderEvent } from '../../events/softwareOrders/events.js';
import { binaryRead, readUploadForm } from '../../scripts/lib/multipart.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { eventually } from '../projections/support.js';
import { list } from '../support/list-query.js';
import { usePortal } from '../support/use-portal.js';
import { caughtUp } from '../support/caught-up.js';

// The files section end to end on a real PostgreSQL: a delivered order enters the stock file
// database; find-files says a tune exists; a second order with the same read gets version 1 at
// once (and once only, however often the reactor runs); the files list, a project, pre-orders.

const { portal, ids, headers } = usePortal(['admin', 'dealer', 'subdealer', 'distributor', 'calibrator']);
type Headers = { authorization: string };
beforeAll(async () => {
  await seedDemoCatalogue(portal.services.db);
});

const upload = async (as: Headers, kind: 'ECU' | 'TCU', bytes: Buffer = binaryRead(), filename?: string) => {
  const form = readUploadForm(kind, bytes, filename);
  const response = await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...as, 'content-type': form.contentType }, payload: form.body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; sha256: string };
};
const post = (url: string, as: Headers, payload: object) => portal.app.inject({ method: 'POST', url, headers: as, payload });
const get = (url: string, as: Headers) => portal.app.inject({ method: 'GET', url, headers: as });

const golf = async () =>
  (await portal.services.db.selectFrom('vehicles').select('id').where('engine', '=', '2.0 TDI 150hp').where('model', '=', 'Golf').executeTakeFirstOrThrow()).id;

/** An ECU stage 2 order of `as` from the read `uploadId` with its numbers, paid. */
const order = async (as: Headers, accountId: string, uploadId: string, numbers: { hardwareNumber: string; softwareVersion: string }) => {
  const draft = { type: 'ECU', stage: '2', vehicleId: await golf(), vin: 'WVWZZZ1KZ8W123456', files: [{ uploadId, ...numbers, tool: 'KESS' }], urgency: '1 day' };
  const { total } = (await post('/api/order-software/quote', as, draft)).json();
  expect((await post('/api/credit/transfer', headers.admin, { to: accountId, amount: total })).statusCode).toBe(200);
  const created = await post('/api/order-software/create', as, { ...draft, expectedTotal: total });
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as { id: string; number: number };
};

/** The calibrator takes the order (HTTP) and delivers `tuned` (an upload the administrator made for it). */
const deliver = async (orderId: string, tuned: { id: string; sha256: string }) => {
  expect((await post('/api/order-software/assign', headers.calibrator, { id: orderId })).statusCode).toBe(200);
  const result = await handleCommand(portal.services.store, softwareOrderStream(orderId), softwareOrderDecider, {
    type: 'DeliverTunedFiles', eventId: randomUUID(), files: [{ unit: 'ECU', uploadId: tuned.id, sha256: tuned.sha256, size: 4100, name: 'tuned-ECU.bin' }],
    note: null, actorId: ids.calibrator, isAdmin: false, at: new Date().toISOString(),
  });
  expect(await portal.services.runner.waitFor(result.position!, 30_000)).toBe(true);
};

const eventsOf = async (orderId: string) => portal.services.store.readStream<SoftwareOrderEvent>(softwareOrderStream(orderId));

describe('the stock file database', () => {
  const read = binaryRead();
  let first: { id: string; number: number };
  let tunedSha = '';

  it('takes in a delivered pair with its hardware number and software version; find-files says a tune exists for the stage', async () => {
    const original = await upload(headers.dealer, 'ECU', read);
    first = await order(headers.dealer, ids.dealer, original.id, { hardwareNumber: '03L906018AB', softwareVersion: '1037-STOCK' });
    const before = await post('/api/files/find-files/ECU', headers.dealer, { hardware_number: '03L906018AB', software_version: '1037-STOCK' });
    expect(before.json().tuned).toEqual([]);

    const tuned = await upload(headers.admin, 'ECU');
    tunedSha = tuned.sha256;
    await deliver(first.id, tuned);
    const row = await portal.services.db.selectFrom('stock_tunes').selectAll().where('order_id', '=', first.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ original_sha256: original.sha256, tuned_sha256: tuned.sha256, hardware_number: '03L906018AB', software_version: '1037-STOCK', stage: '2', type: 'ECU', version: 1 });

    const found = await post('/api/files/find-files/ECU', headers.subdealer, { hardware_number: '03l906018ab', software_version: '1037-stock' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ tuned: [{ stage: '2', type: 'ECU' }], stock: [expect.objectContaining({ sha256: original.sha256 })] });
    // Another software version of the same hardware: the read differs, no tune for it.
    expect((await post('/api/files/find-files/ECU', headers.subdealer, { hardware_number: '03L906018AB', software_version: 'OTHER' })).json().tuned).toEqual([]);
    expect((await post('/api/files/find-files/TCU', headers.subdealer, { hardware_number: '03L906018AB' })).json().tuned).toEqual([]);
  });

  it('delivers version 1 at once to a later order of the identical read, by the stock pair\'s calibrator, once', async () => {
    // The sub-dealer has the same read (same bytes, same SHA-256) and orders the same stage.
    const same = await upload(headers.subdealer, 'ECU', read);
    const second = await order(headers.subdealer, ids.subdealer, same.id, { hardwareNumber: '03L906018AB', softwareVersion: '1037-STOCK' });
    await eventually(async () => (await eventsOf(second.id)).some((e) => e.type === 'TunedFileDelivered'), 'the delivery from stock');
    const events = await eventsOf(second.id);
    expect(events.filter((e) => e.type === 'SoftwareOrderAssigned').map((e) => e.data)).toEqual([expect.objectContaining({ calibratorId: ids.calibrator, calibratorName: 'Cal Calibrator' })]);
    expect(events.filter((e) => e.type === 'TunedFileDelivered').map((e) => e.data)).toEqual([
      expect.objectContaining({ version: 1, calibratorId: ids.calibrator, files: [expect.objectContaining({ unit: 'ECU', sha256: tunedSha })] }),
    ]);

    // The reactor replays the charge (a crash before its checkpoint moved), and the step runs again: nothing more.
    const log = () => undefined;
    const charged = events.find((e) => e.type === 'SoftwareOrderCharged')!;
    const reactor = stockDeliveryReactor(portal.services, log);
    await reactor.react(charged);
    await reactor.react(charged);
    expect(await deliverFromStock(portal.services, second.id, log)).toBe(false);
    const after = await eventsOf(second.id);
    expect(after.filter((e) => e.type === 'TunedFileDelivered')).toHaveLength(1);
    expect(after.filter((e) => e.type === 'SoftwareOrderAssigned')).toHaveLength(1);

    expect(await caughtUp(portal.services)).toBe(true);
    const view = (await get(`/api/order-software/view/${second.id}`, headers.subdealer)).json();
    expect(view).toMatchObject({ versions: 1, status: 'Waiting on feedback', calibratorId: ids.calibrator });
    // The delivered version itself enters the stock as well.
    expect(await portal.services.db.selectFrom('stock_tunes').select('order_id').where('order_id', '=', second.id).execute()).toHaveLength(1);
  });

  it('delivers once when the reactor and other runs of the step meet on the same order', async () => {
    const same = await upload(headers.dealer, 'ECU', read);
    const third = await order(headers.dealer, ids.dealer, same.id, { hardwareNumber: '03L906018AB', softwareVersion: '1037-STOCK' });
    const log = () => undefined;
    await Promise.all([1, 2, 3].map(() => deliverFromStock(portal.services, third.id, log)));
    await eventually(async () => (await eventsOf(third.id)).some((e) => e.type === 'TunedFileDelivered'), 'the delivery from stock');
    expect(await caughtUp(portal.services)).toBe(true);
    const events = await eventsOf(third.id);
    expect(events.filter((e) => e.type === 'TunedFileDelivered')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'SoftwareOrderAssigned')).toHaveLength(1);
  });

  it('does not deliver from stock a read of other bytes or another stage', async () => {
    const other = await upload(headers.dealer, 'ECU');
    const third = await order(headers.dealer, ids.dealer, other.id, { hardwareNumber: '03L906018AB', softwareVersion: '1037-STOCK' });
    expect(await deliverFromStock(portal.services, third.id, () => undefined)).toBe(false);
    expect((await eventsOf(third.id)).some((e) => e.type === 'TunedFileDelivered')).toBe(false);
  });

  it('lists the tuned files, searched by the beginning of a hardware number or software version, paged in SQL', async () => {
    const response = await get(`/api/files?${list({ filter: { q: '03l906018' }, sort: ['at', 'DESC'], range: [0, 0] })}`, headers.calibrator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-range']).toBe('files 0-0/3');
    expect(response.json()).toEqual([expect.objectContaining({ hardwareNumber: '03L906018AB', softwareVersion: '1037-STOCK', sha256: tunedSha, stage: '2', version: 1, make: 'Volkswagen', model: 'Golf' })]);
    const next = await get(`/api/files?${list({ filter: { q: '1037-S' }, sort: ['number', 'ASC'], range: [1, 1] })}`, headers.admin);
    expect(next.headers['content-range']).toBe('files 1-1/3');
    const bySoftware = (await get(`/api/files?${list({ filter: { q: '1037-S' }, sort: ['number', 'ASC'] })}`, headers.admin)).json();
    expect(bySoftware.map((f: { orderId: string }) => f.orderId)[0]).toBe(first.id);
    expect((await get(`/api/files?${list({ filter: { q: 'NOPE' } })}`, headers.admin)).json()).toEqual([]);
    // The dealer's two orders of the read (the first, delivered by hand; the third, from stock); not the sub-dealer's.
    const dealers = (await get(`/api/files?${list({ filter: { dealerId: ids.dealer } })}`, headers.admin)).json();
    expect(dealers.map((f: { dealerName: string }) => f.dealerName)).toEqual(['Dana Dealer', 'Dana Dealer']);
    expect(dealers.map((f: { orderId: string }) => f.orderId)).toContain(first.id);
    expect((await get(`/api/files?${list({ filter: { make: 'Volkswagen', start: '2000-01-01', end: '2000-01-02' } })}`, headers.admin)).json()).toEqual([]);
    expect((await get(`/api/files?${list({ filter: { start: '2026-13-01' } })}`, headers.admin)).statusCode).toBe(400);
    expect((await get(`/api/files?${list({ sort: ['sha256', 'ASC'] })}`, headers.admin)).statusCode).toBe(400);
    // Dealers do not open the files section (spec section 6).
    expect((await get('/api/files', headers.dealer)).statusCode).toBe(403);
  });

  it('shows a project: its reads with their numbers, its versions, downloads with the SHA-256; a dealer reads only its own', async () => {
    const project = await get(`/api/files/project/${first.id}`, headers.calibrator);
    expect(project.statusCode, project.body).toBe(200);
    const body = project.json();
    expect(body.order).toMatchObject({ id: first.id, number: first.number, dealerName: 'Dana Dealer', stage: '2' });
    expect(body.reads).toEqual([expect.objectContaining({ round: 1, files: [expect.objectContaining({ unit: 'ECU', hardwareNumber: '03L906018AB', softwareVersion: '1037-STOCK' })] })]);
    expect(body.versions).toEqual([expect.objectContaining({ version: 1, files: [expect.objectContaining({ sha256: tunedSha, url: `/api/files/download/${first.id}/${tunedSha}` })] })]);
    expect(body.chatAttachments).toEqual([]);
    const download = await get(body.versions[0].files[0].url, headers.calibrator);
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-sha256']).toBe(tunedSha);

    expect((await get(`/api/files/project/${first.id}`, headers.dealer)).statusCode).toBe(200);
    // The sub-dealer sits below the dealer: the dealer's order is not its own.
    for (const url of [`/api/files/project/${first.id}`, `/api/files/download/${first.id}/${tunedSha}`, `/api/files/project/${randomUUID()}`]) {
      const refused = await get(url, headers.subdealer);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().code).toBe('SOFTWARE_ORDER_NOT_FOUND');
    }
  });
});

describe("another calibrator's order", () => {
  it('is found nowhere by a calibrator it is not assigned to: project, downloads, versions, reads, chat, commands; its stock files stay downloadable', async () => {
    const created = await post('/api/users', headers.admin, { email: 'cal2@demo.test', firstName: 'Second', lastName: 'Calibrator', password: 'Demo1234', roles: ['Calibrator'] });
    expect(created.statusCode, created.body).toBe(201);
    const other = { authorization: `Bearer ${await portal.login('cal2@demo.test')}` };
    const tuned = await upload(headers.admin, 'ECU');
    const original = await upload(headers.dealer, 'ECU');
    const mine = await order(headers.dealer, ids.dealer, original.id, { hardwareNumber: '04E906016', softwareVersion: 'CAL-A' });
    await deliver(mine.id, tuned);
    // The first calibrator reads its order wherever it is named.
    expect((await get(`/api/files/project/${mine.id}`, headers.calibrator)).statusCode).toBe(200);
    expect((await get(`/api/files/download/${mine.id}/${tuned.sha256}`, headers.calibrator)).statusCode).toBe(200);

    const routes: [string, string, object?][] = [
      ['GET', `/api/files/project/${mine.id}`],
      ['GET', `/api/files/download/${mine.id}/${tuned.sha256}`],
      ['GET', `/api/files/download/${mine.id}/${original.sha256}`],
      ['GET', `/api/order-software/files/${mine.id}/${tuned.sha256}`],
      ['GET', `/api/order-software/view/${mine.id}`],
      ['GET', `/api/order-software/tracking/${mine.number}`],
      ['GET', `/api/files/tuned/${mine.id}`],
      ['GET', `/api/files/reads/${mine.id}`],
      ['GET', `/api/order-chat/${mine.id}`],
      ['POST', `/api/order-chat/${mine.id}`, { text: 'Hello' }],
      ['POST', `/api/order-chat/${mine.id}/read`, {}],
      ['GET', `/api/order-chat/${mine.id}/attachments/${tuned.sha256}`],
      ['POST', '/api/order-software/assign', { id: mine.id }],
      ['POST', '/api/order-software/update-only-status', { id: mine.id, status: 'In Process' }],
      ['POST', '/api/warrants/update-status', { orderId: mine.id, status: 'In process' }],
    ];
    for (const [method, url, payload] of routes) {
      const answer = await portal.app.inject({ method: method as 'GET', url, headers: other, ...(payload ? { payload } : {}) });
      expect([method, url, answer.statusCode, answer.json().code], answer.body).toEqual([method, url, 404, 'SOFTWARE_ORDER_NOT_FOUND']);
    }
    // The stock is the files staff's library: the second calibrator downloads its files there, without the order's project.
    const stock = (await get(`/api/files?${list({ filter: { q: '04E906016' } })}`, other)).json();
    expect(stock).toEqual([expect.objectContaining({ orderId: mine.id, sha256: tuned.sha256, projectReadable: false })]);
    for (const url of [stock[0].url, stock[0].originalUrl]) expect((await get(url, other)).statusCode, url).toBe(200);
    expect((await get(`/api/files/stock/${mine.id}/${'0'.repeat(64)}`, other)).statusCode).toBe(404);
    expect((await get(stock[0].url, headers.dealer)).statusCode).toBe(403);
    expect((await get(`/api/files?${list({ filter: { q: '04E906016' } })}`, headers.calibrator)).json()[0].projectReadable).toBe(true);
  });
});

describe('pre-order requests (files/pre-order)', () => {
  it('lets a dealer ask about a read before ordering, staff answer once, and nobody else read it', async () => {
    const read = await upload(headers.dealer, 'ECU');
    const asked = await post('/api/files/pre-order', headers.dealer, { uploadId: read.id, hardwareNumber: ' 0281017 ', question: 'Can you do stage 2 on this read?' });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json();
    expect(request).toMatchObject({ status: 'open', unit: 'ECU', sha256: read.sha256, hardwareNumber: '0281017', softwareVersion: null, question: 'Can you do stage 2 on this read?', answer: null, dealerName: 'Dana Dealer' });

    // Someone else's upload, an unknown field, an empty question: refused.
    expect((await post('/api/files/pre-order', headers.subdealer, { uploadId: read.id, question: 'Mine?' })).json().code).toBe('UPLOAD_NOT_FOUND');
    expect((await post('/api/files/pre-order', headers.dealer, { uploadId: read.id, question: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await post('/api/files/pre-order', headers.dealer, { uploadId: read.id, question: '   ' })).json().code).toBe('PRE_ORDER_QUESTION_REQUIRED');

    const staffList = await get(`/api/files/pre-order?${list({ filter: { status: 'open' } })}`, headers.calibrator);
    expect(staffList.json().map((r: { id: string }) => r.id)).toContain(request.id);
    expect((await get(`/api/files/pre-order?${list({})}`, headers.dealer)).json().map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect((await get(`/api/files/pre-order?${list({})}`, headers.distributor)).json().map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect((await get(`/api/files/pre-order?${list({})}`, headers.subdealer)).json()).toEqual([]);
    for (const url of [`/api/files/pre-order/${request.id}`, `/api/files/pre-order/${request.id}/file`]) {
      const refused = await get(url, headers.subdealer);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().code).toBe('PRE_ORDER_NOT_FOUND');
    }
    expect((await post(`/api/files/pre-order/${request.id}/answer`, headers.dealer, { answer: 'Yes' })).statusCode).toBe(403);

    const answered = await post(`/api/files/pre-order/${request.id}/answer`, headers.calibrator, { answer: 'Yes: stage 2 is ready for this read.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', answer: 'Yes: stage 2 is ready for this read.', answeredBy: ids.calibrator, answeredByName: 'Cal Calibrator' });
    expect((await post(`/api/files/pre-order/${request.id}/answer`, headers.admin, { answer: 'Again' })).json().code).toBe('PRE_ORDER_ANSWERED');
    expect((await get(`/api/files/pre-order/${request.id}`, headers.dealer)).json()).toMatchObject({ status: 'answered', answer: 'Yes: stage 2 is ready for this read.' });
    const file = await get(`/api/files/pre-order/${request.id}/file`, headers.dealer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-sha256']).toBe(read.sha256);
    expect((await get(`/api/files/pre-order?${list({ filter: { status: 'open' } })}`, headers.admin)).json().map((r: { id: string }) => r.id)).not.toContain(request.id);
  });
});
