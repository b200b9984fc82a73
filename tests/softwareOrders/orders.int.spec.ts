import { beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../events/command/handle-command.js';
import { softwareOrderDecider } from '../../events/softwareOrders/decide.js';
import { softwareOrderStream } from '../../events/softwareOrders/events.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { createVehicle } from '../../tables/catalogue/queries.js';
import { binaryRead, readUploadForm } from '../../scripts/lib/multipart.js';
import { usePortal } from '../support/use-portal.js';

// Ordering software end to end on a real PostgreSQL: upload, quote, create (placed and charged
// once), the list and the timeline, concurrency against the balance, retries with one key, and
// the reactor finishing an order whose charge a crash interrupted.

const { portal, ids, headers } = usePortal(['admin', 'dealer', 'subdealer', 'distributor', 'calibrator']);
beforeAll(async () => {
  await seedDemoCatalogue(portal.services.db);
});

const upload = async (as: { authorization: string }, kind: 'ECU' | 'TCU', bytes?: Buffer, filename?: string) => {
  const form = readUploadForm(kind, bytes, filename);
  const response = await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...as, 'content-type': form.contentType }, payload: form.body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; sha256: string };
};

const golf = async () => {
  const row = await portal.services.db.selectFrom('vehicles').select('id').where('engine', '=', '2.0 TDI 150hp').where('model', '=', 'Golf').executeTakeFirstOrThrow();
  return row.id;
};

const draftFor = async (uploadId: string) => ({ type: 'ECU', stage: '2', vehicleId: await golf(), vin: 'WVWZZZ1KZ8W123456', files: [{ uploadId }], urgency: '1 day' });

const post = (url: string, as: { authorization: string }, payload: object, extra: Record<string, string> = {}) =>
  portal.app.inject({ method: 'POST', url, headers: { ...as, ...extra }, payload });

const give = async (to: string, amount: number) => {
  const response = await post('/api/credit/transfer', headers.admin, { to, amount });
  expect(response.statusCode, response.body).toBe(200);
};
const balance = (id: string) => portal.services.ledger.balance(id) / 100;

describe('ordering software', () => {
  it('uploads, quotes, creates: the order is charged once, numbered, listed, and shows its timeline', async () => {
    const file = await upload(headers.dealer, 'ECU');
    const draft = await draftFor(file.id);
    const quote = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    expect(quote.lines.map((l: { code: string }) => l.code)).toEqual(['stage', 'urgency']);
    await give(ids.dealer, quote.total);
    const before = balance(ids.dealer);

    const created = await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: quote.total });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json();
    expect(order).toMatchObject({ status: 'New', payment: 'paid', total: quote.total, charged: quote.total, vin: 'WVWZZZ1KZ8W123456', files: [{ unit: 'ECU', sha256: file.sha256 }] });
    expect(order.number).toBeGreaterThan(0);
    expect(balance(ids.dealer)).toBeCloseTo(before - quote.total, 2);

    const history = (await portal.app.inject({ method: 'GET', url: '/api/credit/movements?filter={"kind":"OrderSoftwareEntity"}', headers: headers.dealer })).json();
    expect(JSON.stringify(history)).toContain(order.id);

    const list = (await portal.app.inject({ method: 'GET', url: `/api/order-software/index?filter=${encodeURIComponent(JSON.stringify({ q: 'WVWZZZ1KZ8W' }))}`, headers: headers.dealer })).json();
    expect(list.map((o: { id: string }) => o.id)).toContain(order.id);
    // The distributor above the dealer sees it too; the sub-dealer below does not.
    expect((await portal.app.inject({ method: 'GET', url: `/api/order-software/view/${order.id}`, headers: headers.distributor })).statusCode).toBe(200);
    expect((await portal.app.inject({ method: 'GET', url: `/api/order-software/view/${order.id}`, headers: headers.subdealer })).statusCode).toBe(404);

    const view = (await portal.app.inject({ method: 'GET', url: `/api/order-software/view/${order.id}`, headers: headers.dealer })).json();
    expect(view.timeline.map((e: { type: string }) => e.type)).toEqual(['SoftwareOrderPlaced', 'SoftwareOrderCharged']);
    expect(view.nextStatuses).toEqual(['Cancel']);
    // update-status's own rule: a calibrator is offered no move on an order it has not taken (the server would refuse each).
    const seenByCalibrator = await portal.app.inject({ method: 'GET', url: `/api/order-software/view/${order.id}`, headers: headers.calibrator });
    expect([seenByCalibrator.statusCode, seenByCalibrator.json().nextStatuses]).toEqual([200, []]);
  });

  it('refuses a total the dealer did not see with 409 and the new quote', async () => {
    const file = await upload(headers.dealer, 'ECU');
    const draft = await draftFor(file.id);
    const response = await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'QUOTE_CHANGED', quote: { onRequest: false } });
  });

  it('makes one order of the same create sent 10 times with one Idempotency-Key', async () => {
    const file = await upload(headers.dealer, 'ECU');
    const draft = await draftFor(file.id);
    const { total } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    await give(ids.dealer, total);
    const before = balance(ids.dealer);
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: total }, { 'idempotency-key': 'order-once' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(balance(ids.dealer)).toBeCloseTo(before - total, 2);
  });

  it('charges exactly as many of 50 concurrent orders as the balance covers; the rest get "Insufficient funds"', async () => {
    const file = await upload(headers.subdealer, 'ECU');
    const draft = await draftFor(file.id);
    const { total } = (await post('/api/order-software/quote', headers.subdealer, draft)).json();
    const start = balance(ids.subdealer);
    await give(ids.subdealer, total * 20 - start);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('/api/order-software/create', headers.subdealer, { ...draft, expectedTotal: total })));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(20);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(refused.json()).toMatchObject({ statusCode: 402, message: 'Insufficient funds' });
    expect(balance(ids.subdealer)).toBeCloseTo(0, 2);
    const rows = await portal.services.db.selectFrom('software_orders').select('id').where('dealer_id', '=', ids.subdealer).where('number', 'is not', null).execute();
    expect(rows).toHaveLength(20);
  });

  it('does not let a dealer order with another dealer\'s upload', async () => {
    const file = await upload(headers.dealer, 'ECU');
    const response = await post('/api/order-software/quote', headers.subdealer, await draftFor(file.id));
    expect(response.statusCode).toBe(200); // a quote reads no file
    const create = await post('/api/order-software/create', headers.subdealer, { ...(await draftFor(file.id)), expectedTotal: response.json().total });
    expect(create.statusCode).toBe(404);
    expect(create.json().code).toBe('UPLOAD_NOT_FOUND');
  });

  it('is charged by the settlement reactor when the process stopped between placing and charging', async () => {
    const file = await upload(headers.dealer, 'ECU');
    const draft = await draftFor(file.id);
    const { total, lines } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    await give(ids.dealer, total);
    const before = balance(ids.dealer);
    const orderId = crypto.randomUUID();
    // What the route does before it charges, and nothing after it (the process "died" there).
    const { services } = portal;
    await handleCommand(services.store, softwareOrderStream(orderId), softwareOrderDecider, {
      type: 'PlaceSoftwareOrder', eventId: crypto.randomUUID(), balance: { balance: 1_000_000_00, allowance: null }, sectionAllowed: true,
      order: {
        orderId, publicId: crypto.randomUUID(), dealerId: ids.dealer, dealerChain: [ids.dealer], dealerName: 'Dana Dealer', placedById: ids.dealer, kind: 'OrderSoftwareEntity', type: 'ECU', stage: '2',
        vin: null, vehicle: { id: draft.vehicleId, make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI 150hp', engineFamily: 'EA288', gearbox: null, figures: { stockPower: null, stockTorque: null, power: null, torque: null } },
        files: [{ unit: 'ECU', uploadId: file.id, sha256: file.sha256, size: 4100, name: 'read-ECU.bin' }], options: [], dsgHardware: null, urgency: '1 day', coupon: null, note: null,
        quote: { lines: lines.map((l: { code: never; label: string; amount: number }) => ({ ...l, amount: Math.round(l.amount * 100) })), total: Math.round(total * 100), onRequest: false },
        idempotencyKey: null, at: new Date().toISOString(),
      },
    });
    await expect.poll(async () => (await services.db.selectFrom('software_orders').select('payment').where('id', '=', orderId).executeTakeFirst())?.payment, { timeout: 10_000 }).toBe('paid');
    expect(balance(ids.dealer)).toBeCloseTo(before - total, 2);
  });
});

describe('coupons, order sections and previous orders in an order', () => {
  it('takes the coupon off the total and counts one use; a used-up coupon is refused before paying', async () => {
    const created = await post('/api/coupon/create', headers.admin, { code: 'ORDER-10', discountPercent: 10, active: true, maxUses: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const file = await upload(headers.dealer, 'ECU');
    const draft = { ...(await draftFor(file.id)), coupon: 'order-10' };
    const quote = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    expect(quote.lines.at(-1)).toMatchObject({ code: 'coupon' });
    await give(ids.dealer, quote.total);
    const order = await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: quote.total });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().couponCode).toBe('ORDER-10');
    const coupon = (await portal.app.inject({ method: 'GET', url: '/api/coupon/ORDER-10', headers: headers.admin })).json();
    expect(coupon.uses).toBe(1);
    const again = await post('/api/order-software/quote', headers.dealer, draft);
    expect(again.statusCode).toBe(422);
  });

  it('refuses an order type outside the account\'s order section', async () => {
    const assigned = await post('/api/user/assign-order-software-section', headers.admin, { userId: ids.subdealer, sections: ['DSG'] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const file = await upload(headers.subdealer, 'ECU');
    const draft = await draftFor(file.id);
    const { total } = (await post('/api/order-software/quote', headers.subdealer, draft)).json();
    await give(ids.subdealer, total);
    const refused = await post('/api/order-software/create', headers.subdealer, { ...draft, expectedTotal: total });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('ORDER_SECTION_NOT_ALLOWED');
    await post('/api/user/assign-order-software-section', headers.admin, { userId: ids.subdealer, sections: null });
  });
});

describe('downloading an order\'s files', () => {
  it('gives the owner the original bytes with their SHA-256, logs it, and refuses others with 404', async () => {
    const bytes = binaryRead(9000);
    const file = await upload(headers.dealer, 'ECU', bytes, 'golf read.bin');
    const draft = await draftFor(file.id);
    const { total } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    await give(ids.dealer, total);
    const order = (await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: total })).json();
    const url = `/api/order-software/files/${order.id}/${file.sha256}`;

    const download = await portal.app.inject({ method: 'GET', url, headers: headers.dealer });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['x-content-sha256']).toBe(file.sha256);
    expect(download.headers['content-disposition']).toBe('attachment; filename="golf_read.bin"');
    expect((await portal.app.inject({ method: 'GET', url, headers: headers.distributor })).statusCode).toBe(200);

    for (const stranger of [headers.subdealer]) expect((await portal.app.inject({ method: 'GET', url, headers: stranger })).statusCode).toBe(404);
    expect((await portal.app.inject({ method: 'GET', url: `/api/order-software/files/${order.id}/${'0'.repeat(64)}`, headers: headers.dealer })).statusCode).toBe(404);
    const log = await portal.services.db.selectFrom('file_downloads').select(['user_id']).where('order_id', '=', order.id).execute();
    expect(log.map((l) => l.user_id).sort()).toEqual([ids.dealer, ids.distributor].sort());
  });
});

describe('stock files (files/find-files, order-software-file)', () => {
  it('finds the read a paid order brought by its hardware number and software version, and orders from it without an upload', async () => {
    const file = await upload(headers.dealer, 'ECU');
    const draft = { ...(await draftFor(file.id)), files: [{ uploadId: file.id, hardwareNumber: '03L906018JL', softwareVersion: 'SW-1234', tool: 'KESS' }] };
    const { total } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    await give(ids.dealer, total);
    expect((await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: total })).statusCode).toBe(200);

    const found = await post('/api/files/find-files/ECU', headers.subdealer, { hardware_number: '03l906018jl', software_version: 'sw-1234' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().stock).toEqual([expect.objectContaining({ sha256: file.sha256, hardwareNumber: '03L906018JL', softwareVersion: 'SW-1234', make: 'Volkswagen' })]);
    expect(found.json().stage_visibility['2']).toBe(true);
    expect((await post('/api/files/find-files/TCU', headers.subdealer, { hardware_number: '03L906018JL' })).json().stock).toEqual([]);

    // The sub-dealer orders from the stock file: no upload of its own.
    const fromStock = { ...(await draftFor(file.id)), files: [{ stockSha256: file.sha256, unit: 'ECU' }] };
    const quote = (await post('/api/order-software/quote', headers.subdealer, fromStock)).json();
    await give(ids.subdealer, quote.total);
    const order = await post('/api/order-software/create', headers.subdealer, { ...fromStock, expectedTotal: quote.total });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().files).toEqual([expect.objectContaining({ sha256: file.sha256, stock: true })]);
    expect((await post('/api/order-software/create', headers.subdealer, { ...fromStock, files: [{ stockSha256: 'f'.repeat(64), unit: 'ECU' }], expectedTotal: quote.total })).json().code).toBe('STOCK_FILE_NOT_FOUND');
  });
});

describe('the VIN calls of the order screen', () => {
  it('lists the caller\'s orders of a VIN, the completed ones, and the previous order that gives the upgrade discount', async () => {
    const vin = 'WVWZZZ1KZ8W999999';
    const file = await upload(headers.dealer, 'ECU');
    const draft = { ...(await draftFor(file.id)), vin, stage: '1' };
    const { total } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    await give(ids.dealer, total);
    const order = (await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: total })).json();

    expect((await post('/api/order-software/find-history-vin', headers.dealer, { vin })).json().map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await post('/api/order-software/find-history-vin', headers.subdealer, { vin })).json()).toEqual([]);
    expect((await post('/api/order-software/find-order-completed-vin', headers.dealer, { vin })).json()).toEqual([]);
    expect((await post('/api/order-software/find-history-to-upgrade', headers.dealer, { vin })).json()).toEqual({ order: null });

    for (const status of ['In Process', 'Completed'] as const) {
      expect((await post('/api/order-software/update-status', headers.admin, { id: order.id, status })).statusCode).toBe(200);
    }
    expect((await post('/api/order-software/find-order-completed-vin', headers.dealer, { vin })).json()).toHaveLength(1);
    const upgrade = (await post('/api/order-software/find-history-to-upgrade', headers.dealer, { vin, type: 'ECU' })).json();
    expect(upgrade.order).toMatchObject({ id: order.id, type: 'ECU', stage: '1', price: total, source: 'portal' });

    // A stage 2 order of the same car now gets the stage 1 price back (under a year old: all of it).
    const stage2 = (await post('/api/order-software/quote', headers.dealer, { ...draft, stage: '2' })).json();
    expect(stage2.lines.find((l: { code: string }) => l.code === 'upgrade')).toEqual({ code: 'upgrade', label: 'Upgrade discount', amount: -total });
  });
});

// Spec section 9, as the spec writes it: each stage list and combined option, and the stage the order
// names it by ("Drivability" is the Stock stage's name; the original file is on request without TVS hardware).
const SPEC_STAGES: Record<'ECU' | 'DSG' | 'ECU + DSG', Record<string, string>> = {
  ECU: { 'Stage 1': '1', 'Stage 2': '2', 'Stage 2+': '2.1', 'Stage 3': '3', 'Stage 4': '4' },
  DSG: { Stock: 'Stock', 'Original File': 'original_file', Drivability: 'Stock', 'Stage 1': '1', 'Stage 2': '2', 'Stage 2+': '2.1', 'Stage 3': '3', 'Stage 4': '4' },
  'ECU + DSG': Object.fromEntries(['1-1', '2-2', '2-2.1', '2.1-2.1', '2-3', '2.1-3', '2.1-4', '3-3', '3-4', '4-3', '4-4'].map((id) => [id, id])),
};

describe('every stage and combined option of the spec', () => {
  it('is quoted and ordered for ECU, DSG and ECU + DSG, the DSG original file on request', async () => {
    // The demo catalogue prices no stage 4 and no DSG stage 2+ or 4: one car and one gearbox with every stage priced.
    const stage = (price: number) => ({ price: price.toFixed(2), power: '200 → 260 hp', torque: '320 → 420 Nm', options: [] });
    const car = await createVehicle(portal.services.db, null,
      { make: 'Audi', model: 'S3', generation: '8V (2013-2020)', engine: '2.0 TFSI 300hp', engine_family: 'EA888', dsg_families: ['DQ400'] },
      { One: stage(399), Two: stage(549), TwoPlus: stage(649), Three: stage(899), Four: stage(1199) }, new Date());
    await portal.services.db.insertInto('dsg_offers').values({
      family: 'DQ400', stock_torque: '400 Nm', stock_price: '299.00',
      stages: JSON.stringify(['1', '2', '2.1', '3', '4'].map((s, i) => ({ stage: s, torque: `${450 + i * 50} Nm`, price: (349 + i * 100).toFixed(2) }))),
      software_options: JSON.stringify([]), hardware_options: JSON.stringify([]),
    }).execute();
    const [ecu, tcu] = [await upload(headers.dealer, 'ECU'), await upload(headers.dealer, 'TCU')];

    for (const [type, stages] of Object.entries(SPEC_STAGES) as [keyof typeof SPEC_STAGES, Record<string, string>][]) {
      for (const [specName, stageId] of Object.entries(stages)) {
        const dsg = type !== 'ECU';
        const draft = {
          type, stage: stageId, vehicleId: car.id, vin: 'WAUZZZ8V0FA000009',
          files: [...(type !== 'DSG' ? [{ uploadId: ecu.id }] : []), ...(dsg ? [{ uploadId: tcu.id }] : [])],
          ...(dsg ? { gearbox: 'DQ400', dsgHardware: { choice: 'gearbox', invoiceNumber: 'INV-2031' } } : {}),
        };
        const quoted = await post('/api/order-software/quote', headers.dealer, draft);
        expect(quoted.statusCode, `${type} ${specName}: ${quoted.body}`).toBe(200);
        const quote = quoted.json();
        expect(quote.onRequest, `${type} ${specName}`).toBe(stageId === 'original_file');
        await give(ids.dealer, quote.onRequest ? 1 : quote.total);
        const created = await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: quote.total });
        expect(created.statusCode, `${type} ${specName}: ${created.body}`).toBe(200);
        expect(created.json()).toMatchObject({ type, stage: stageId, payment: quote.onRequest ? 'priceRequested' : 'paid' });
      }
    }
  });
});

describe('a VIN the order screen refuses', () => {
  it('is refused by the quote, the order and the VIN calls with 400 "Invalid VIN.", and nothing is charged', async () => {
    const file = await upload(headers.dealer, 'ECU');
    const draft = await draftFor(file.id);
    const { total } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    await give(ids.dealer, total);
    const before = balance(ids.dealer);
    // No digit, no letter, a character outside letters, digits and hyphen, too short, too long, empty.
    for (const vin of ['ABCDEFGHJKLMNPRST', '12345678901234567', 'WVWZZZAUZFW12345*', 'WVWZZZAUZFW1234', 'WVWZZZAUZFW12345678', '']) {
      for (const [url, body] of [
        ['/api/order-software/quote', { ...draft, vin }],
        ['/api/order-software/create', { ...draft, vin, expectedTotal: total }],
        ['/api/order-software/find-history-vin', { vin }],
        ['/api/order-software/find-order-completed-vin', { vin }],
        ['/api/order-software/find-history-to-upgrade', { vin, type: 'ECU' }],
      ] as const) {
        const refused = await post(url, headers.dealer, body);
        expect([url, vin, refused.statusCode, refused.json()]).toEqual([url, vin, 400, expect.objectContaining({ code: 'INVALID_VIN', message: 'Invalid VIN.' })]);
      }
    }
    expect(balance(ids.dealer)).toBeCloseTo(before, 2);
    // A valid VIN typed in lower case with spaces is the same VIN.
    const order = await post('/api/order-software/create', headers.dealer, { ...draft, vin: ' wvwzzz1kz8w-12345 ', expectedTotal: total });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().vin).toBe('WVWZZZ1KZ8W-12345');
  });
});

describe('the order list\'s totals', () => {
  it('are the counts the projection keeps, equal to counting the rows, for staff and for each account', async () => {
    const totalOf = async (as: { authorization: string }, filter: object) => {
      const response = await portal.app.inject({ method: 'GET', url: `/api/order-software/index?filter=${encodeURIComponent(JSON.stringify(filter))}`, headers: as });
      expect(response.statusCode, response.body).toBe(200);
      return Number(String(response.headers['content-range']).split('/')[1]);
    };
    // A date filter makes the route count the rows; without it the counts table answers.
    const counted = { from: '2000-01-01T00:00:00Z' };
    for (const as of [headers.admin, headers.dealer, headers.distributor, headers.subdealer]) {
      for (const filter of [{}, { status: 'New' }, { status: 'Completed', type: 'ECU' }, { type: 'ECU' }]) {
        expect(await totalOf(as, filter), JSON.stringify(filter)).toBe(await totalOf(as, { ...filter, ...counted }));
      }
    }
    expect(await totalOf(headers.admin, {})).toBeGreaterThan(20);
  });
});

describe('a price on request', () => {
  it('is placed with a balance above 0, priced by an Admin, waits with the reason when the balance is short, and is charged once it is not', async () => {
    const passat = await portal.services.db.selectFrom('vehicles').select('id').where('model', '=', 'Passat').where('engine', '=', '2.0 TDI 190hp').executeTakeFirstOrThrow();
    await portal.services.db.updateTable('vehicle_stages').set({ price: '9999' }).where('vehicle_id', '=', passat.id).where('stage', '=', 'Two').execute();
    const file = await upload(headers.distributor, 'ECU');
    const draft = { type: 'ECU', stage: '2', vehicleId: passat.id, files: [{ uploadId: file.id }] };
    const quote = (await post('/api/order-software/quote', headers.distributor, draft)).json();
    expect(quote).toMatchObject({ total: 9999, onRequest: true });
    await give(ids.distributor, 1);
    const start = balance(ids.distributor);
    const placed = await post('/api/order-software/create', headers.distributor, { ...draft, expectedTotal: 9999 });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ payment: 'priceRequested', onRequest: true, charged: 0 });
    expect(placed.json().number).toBeGreaterThan(0);

    const short = await post('/api/order-software/update-price', headers.admin, { id: placed.json().id, price: start + 100 });
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json()).toMatchObject({ payment: 'priceRequested', price: start + 100, refusal: 'Insufficient funds', charged: 0 });
    expect(balance(ids.distributor)).toBeCloseTo(start, 2);

    await give(ids.distributor, 100);
    const paid = await post('/api/order-software/update-price', headers.admin, { id: placed.json().id, price: start + 100 });
    expect(paid.json()).toMatchObject({ payment: 'paid', charged: start + 100, refusal: null });
    expect(balance(ids.distributor)).toBeCloseTo(0, 2);
    // Priced again once paid: a reprice, and the difference comes back to the dealer (issue 10).
    expect((await post('/api/order-software/update-price', headers.admin, { id: placed.json().id, price: start + 100 })).json().code).toBe('ORDER_SAME_PRICE');
    expect((await post('/api/order-software/update-price', headers.admin, { id: placed.json().id, price: 1 })).json()).toMatchObject({ price: 1, refunded: start + 99 });
    expect(balance(ids.distributor)).toBeCloseTo(start + 99, 2);
    expect((await post('/api/order-software/update-price', headers.dealer, { id: placed.json().id, price: 1 })).statusCode).toBe(403);
  });
});

/** A paid ECU order of the demo dealer, as it answers order-software/create. */
const paidDealerOrder = async () => {
  const file = await upload(headers.dealer, 'ECU');
  const draft = await draftFor(file.id);
  const { total } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
  await give(ids.dealer, total);
  return (await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: total })).json();
};

describe('an order\'s public links', () => {
  it('give the dealer the certificate and overview, and only an Admin the administration\'s overview with its key', async () => {
    const order = await paidDealerOrder();
    const view = (as: { authorization: string }) => portal.app.inject({ method: 'GET', url: `/api/order-software/view/${order.id}`, headers: as });
    const dealerLinks = (await view(headers.dealer)).json().links;
    expect(dealerLinks).toMatchObject({ certificate: expect.stringMatching(/^\/admin\/cert\/[0-9a-f-]{36}$/), overview: expect.stringMatching(/\/dealer$/), adminOverview: null });
    const adminLinks = (await view(headers.admin)).json().links;
    const [, publicId, key] = /\/overview-pdf\/([0-9a-f-]{36})\/admin\?key=([0-9a-f]{32})$/.exec(adminLinks.adminOverview)!;
    expect((await portal.app.inject({ method: 'GET', url: `/api/public/overview/${publicId}/admin/pdf?key=${key}` })).statusCode).toBe(200);
    expect((await portal.app.inject({ method: 'GET', url: `/api/public/overview/${publicId}/admin/pdf` })).statusCode).toBe(404);
  });
});

describe('the dealer filter by name', () => {
  it('narrows the list to the orders of dealers whose name contains the text, the wildcards taken literally', async () => {
    const file = await upload(headers.dealer, 'ECU');
    const draft = await draftFor(file.id);
    const { total } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    await give(ids.dealer, total);
    expect((await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: total })).statusCode).toBe(200);
    const list = async (filter: object) => (await portal.app.inject({ method: 'GET', url: `/api/order-software/index?range=[0,499]&filter=${encodeURIComponent(JSON.stringify(filter))}`, headers: headers.admin })).json() as { dealerName: string }[];
    const dana = await list({ dealer: 'dana' });
    expect(dana.length).toBeGreaterThan(0);
    expect(new Set(dana.map((o) => o.dealerName))).toEqual(new Set(['Dana Dealer']));
    expect(await list({ dealer: '%' })).toEqual([]);
  });
});

describe('cancelling a paid order', () => {
  it('gives the charge and the coupon use back at once, once, and shows it on the order', async () => {
    expect((await post('/api/coupon/create', headers.admin, { code: 'CANCEL-5', discountPercent: 5, active: true, maxUses: 1 })).statusCode).toBe(201);
    const file = await upload(headers.dealer, 'ECU');
    const draft = { ...(await draftFor(file.id)), coupon: 'CANCEL-5' };
    const { total } = (await post('/api/order-software/quote', headers.dealer, draft)).json();
    await give(ids.dealer, total);
    const before = balance(ids.dealer);
    const order = (await post('/api/order-software/create', headers.dealer, { ...draft, expectedTotal: total })).json();
    expect(balance(ids.dealer)).toBeCloseTo(before - total, 2);

    const cancelled = await post('/api/order-software/update-status', headers.dealer, { id: order.id, status: 'Cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancel', charged: total, refunded: total });
    expect(balance(ids.dealer)).toBeCloseTo(before, 2);
    expect((await portal.app.inject({ method: 'GET', url: '/api/coupon/CANCEL-5', headers: headers.admin })).json().uses).toBe(0);
    const view = (await portal.app.inject({ method: 'GET', url: `/api/order-software/view/${order.id}`, headers: headers.dealer })).json();
    expect(view.timeline.map((e: { type: string }) => e.type)).toEqual(['SoftwareOrderPlaced', 'SoftwareOrderCharged', 'SoftwareOrderStatusChanged', 'SoftwareOrderRefunded']);
    expect(view.links.certificate).toBeNull();
    // Nothing moves twice: the reactor (or a retry) finds nothing due.
    const refunds = await portal.services.db.selectFrom('ledger_movements').select('amount').where('reference', '=', order.id).where('kind', '=', 'RefundEntity').execute();
    expect(refunds).toHaveLength(1);
  });
});

describe('the statuses an order offers its dealer', () => {
  it('are none while a calibrator works on it (no status card), and update-status refuses the dealer a move the calibrator may make', async () => {
    const order = await paidDealerOrder();
    expect((await post('/api/order-software/assign', headers.calibrator, { id: order.id })).statusCode).toBe(200);
    const started = await post('/api/order-software/update-status', headers.calibrator, { id: order.id, status: 'In Process' });
    expect(started.statusCode, started.body).toBe(200);

    const offered = async (as: { authorization: string }) =>
      (await portal.app.inject({ method: 'GET', url: `/api/order-software/view/${order.id}`, headers: as })).json().nextStatuses;
    expect(await offered(headers.calibrator)).toContain('Completed');
    expect(await offered(headers.dealer)).toEqual([]);
    expect((await post('/api/order-software/update-status', headers.dealer, { id: order.id, status: 'Completed' })).statusCode).toBe(422);
  });
});

describe('the credit limit of an account that may order without balance (spec section 5)', () => {
  it('is read alike by the quote and the order: owing under the limit it orders, owing the limit both refuse with CREDIT_LIMIT_REACHED', async () => {
    // The sub-dealer starts at 0 and may order without balance while it owes less than 400.
    const start = balance(ids.subdealer);
    if (start > 0) expect((await post('/api/credit/deduced', headers.admin, { from: ids.subdealer, amount: start, reason: 'Start at zero' })).statusCode).toBe(200);
    if (start < 0) await give(ids.subdealer, -start);
    const allowed = await post('/api/credit/order-without-balance', headers.admin, { userId: ids.subdealer, allowed: true, limit: 400 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const quoteAndCreate = async () => {
      const draft = { type: 'ECU', stage: '1', vehicleId: await golf(), files: [{ uploadId: (await upload(headers.subdealer, 'ECU')).id }] };
      const quote = (await post('/api/order-software/quote', headers.subdealer, draft)).json();
      return { quote, created: await post('/api/order-software/create', headers.subdealer, { ...draft, expectedTotal: quote.total }) };
    };

    const first = await quoteAndCreate();
    expect(first.quote).toMatchObject({ total: 349, allowed: true });
    expect(first.created.statusCode, first.created.body).toBe(200);
    expect(balance(ids.subdealer)).toBe(-349);

    // Owing 349 of 400: the quote allows it, so the order is placed and charged (owing 698 after it).
    const second = await quoteAndCreate();
    expect(second.quote).toMatchObject({ balance: -349, allowed: true, noBalance: false, creditLimitReached: false });
    expect(second.created.statusCode, second.created.body).toBe(200);
    expect(second.created.json()).toMatchObject({ payment: 'paid', charged: 349 });
    expect(balance(ids.subdealer)).toBe(-698);

    // Owing exactly the limit: the quote flags it and the order is refused with that reason; nothing moves.
    await give(ids.subdealer, 298);
    const third = await quoteAndCreate();
    expect(third.quote).toMatchObject({ balance: -400, allowed: false, noBalance: false, creditLimitReached: true });
    expect(third.created.statusCode).toBe(402);
    expect(third.created.json()).toMatchObject({ code: 'CREDIT_LIMIT_REACHED', message: 'You have reached your credit limit: pay what you owe before ordering' });
    expect(balance(ids.subdealer)).toBe(-400);
  });
});
