import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmProjection } from '../../projections/crm/projection.js';
import { rebuildProjection } from '../../projections/runner/rebuild.js';
import { tableRows } from '../projections/support.js';
import { crmPortal, type CrmPortal, type Who } from './support.js';

// Issue 14, the Sales CRM through HTTP on a real PostgreSQL: each crm-sales call, the derived
// figures as the list answers them, the paged activity log, the Admin-only access, and a rebuild
// of the read models equal to the live rows.

let t: CrmPortal;
const NOW = '2026-12-10T12:00:00.000Z';
beforeAll(async () => {
  t = await crmPortal(NOW);
});
afterAll(async () => t?.close());

type User = { id: string; target_status: number | null; target_colour: string; balance: number; feedback_average: number | null; last_appointment: string | null };
const users = async (query = '') => {
  const response = await t.get('admin', `/api/crm-sales/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { users: (User & Record<string, unknown>)[]; count: number };
};
const userOf = async (who: Who) => (await users(`?user_id=${t.ids[who]}`)).users[0];

describe('crm-sales/users', () => {
  it('lists the customers (distributors, dealers, sub-dealers) with their figures, paged and sorted', async () => {
    const all = await users('?sort=email&order=ASC');
    expect(all.count).toBe(3);
    expect(all.users.map((u) => u.email)).toEqual(['dealer@demo.test', 'distributor@demo.test', 'subdealer@demo.test']);
    expect(all.users[0]).toMatchObject({
      name: 'Dana Dealer', targets: [], balance: 0, appointments: [], feedbacks: [], feedback_average: null,
      feedback_count: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, feedback_total: 0, last_appointment: null, target_status: null, target_colour: 'neutral',
    });
    const second = await users('?sort=email&order=DESC&page=2&limit=1');
    expect([second.count, second.users.map((u) => u.email)]).toEqual([3, ['distributor@demo.test']]);
    expect((await users('?q=dana')).users.map((u) => u.email)).toEqual(['dealer@demo.test']);
    expect((await t.get('admin', '/api/crm-sales/users?sort=nope')).statusCode).toBe(400);
  });
});

describe('crm-sales/create-sales-target', () => {
  it('sets a target; credits bought since its start give the status and its colour', async () => {
    const set = await t.post('admin', '/api/crm-sales/create-sales-target', { user_id: t.ids.distributor, credits_to_buy: 100, from: '2026-12-01T00:00:00Z' });
    expect(set.statusCode, set.body).toBe(201);
    // Nothing bought yet: 0 % → red.
    expect(set.json()).toMatchObject({ targets: [{ credits_to_buy: 100, from: '2026-12-01T00:00:00.000Z' }], balance: 0, target_status: 0, target_colour: 'red' });
    await t.buyFromHouse('distributor', 100);
    await t.settle();
    expect(await userOf('distributor')).toMatchObject({ balance: 100, target_status: 100, target_colour: 'neutral' });
    await t.buyFromHouse('distributor', 15);
    await t.settle();
    expect(await userOf('distributor')).toMatchObject({ balance: 115, target_status: 115, target_colour: 'green' });
    // A new target from now on counts only what is bought from now: 0 of 50.
    const again = await t.post('admin', '/api/crm-sales/create-sales-target', { user_id: t.ids.distributor, credits_to_buy: 50 });
    expect(again.json()).toMatchObject({ balance: 0, target_status: 0, target_colour: 'red' });
    expect(again.json().targets.map((x: { credits_to_buy: number }) => x.credits_to_buy)).toEqual([50, 100]);
    // A target of 0 has no status.
    const zero = await t.post('admin', '/api/crm-sales/create-sales-target', { user_id: t.ids.subdealer, credits_to_buy: 0 });
    expect(zero.json()).toMatchObject({ target_status: null, target_colour: 'neutral' });
  });

  it('refuses fractions, unknown and non-customer users, unknown fields', async () => {
    const fraction = await t.post('admin', '/api/crm-sales/create-sales-target', { user_id: t.ids.dealer, credits_to_buy: 10.5 });
    expect([fraction.statusCode, fraction.json().code]).toEqual([400, 'CRM_TARGET_INVALID']);
    const staff = await t.post('admin', '/api/crm-sales/create-sales-target', { user_id: t.ids.calibrator, credits_to_buy: 10 });
    expect([staff.statusCode, staff.json().code]).toEqual([404, 'CRM_USER_NOT_FOUND']);
    const unknown = await t.post('admin', '/api/crm-sales/create-sales-target', { user_id: t.ids.dealer, credits_to_buy: 10, bonus: 1 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'bonus: Unknown field bonus']);
  });
});

describe('crm-sales/create-sales-meet and delete-sales-meet', () => {
  it('adds meetings in English and Spanish; the next upcoming one is last_appointment; deletes once', async () => {
    const past = await t.post('admin', '/api/crm-sales/create-sales-meet', { user_id: t.ids.dealer, date_meet: '2026-12-01T09:00:00Z', description: { en: 'First visit' } });
    expect(past.statusCode, past.body).toBe(201);
    expect(past.json()).toMatchObject({ last_appointment: null, appointments: [{ description: { en: 'First visit', es: null } }] });
    const later = await t.post('admin', '/api/crm-sales/create-sales-meet', { user_id: t.ids.dealer, date_meet: '2026-12-20T09:00:00Z', description: { en: 'Show the DSG stages', es: 'Mostrar las etapas DSG' } });
    const next = await t.post('admin', '/api/crm-sales/create-sales-meet', { user_id: t.ids.dealer, date_meet: '2026-12-12T15:00:00Z', description: { en: 'Call', es: 'Llamada' } });
    expect(next.json().last_appointment).toBe('2026-12-12T15:00:00.000Z');
    const nextId = next.json().appointments.find((a: { date_meet: string }) => a.date_meet === '2026-12-12T15:00:00.000Z').id;
    const deleted = await t.post('admin', '/api/crm-sales/delete-sales-meet', { id: nextId });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().last_appointment).toBe(later.json().appointments.at(-1).date_meet);
    const twice = await t.post('admin', '/api/crm-sales/delete-sales-meet', { id: nextId });
    expect([twice.statusCode, twice.json().code]).toEqual([404, 'CRM_MEETING_NOT_FOUND']);
    const noText = await t.post('admin', '/api/crm-sales/create-sales-meet', { user_id: t.ids.dealer, date_meet: '2026-12-20T09:00:00Z', description: { en: '  ' } });
    expect([noText.statusCode, noText.json().code]).toEqual([400, 'CRM_TEXT_REQUIRED']);
  });
});

describe('crm-sales/create-sales-feedback', () => {
  it('rates 1 to 5: 5, 4, 4 average 4.33 with a count per rating', async () => {
    for (const calification of [5, 4, 4]) {
      const rated = await t.post('admin', '/api/crm-sales/create-sales-feedback', { user_id: t.ids.dealer, calification, comment: { en: 'Good', es: 'Bien' } });
      expect(rated.statusCode, rated.body).toBe(201);
    }
    expect(await userOf('dealer')).toMatchObject({ feedback_average: 4.33, feedback_total: 3, feedback_count: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect((await t.post('admin', '/api/crm-sales/create-sales-feedback', { user_id: t.ids.dealer, calification: 6 })).statusCode).toBe(400);
  });
});

describe('crm-sales/create-custom-log and users-logs', () => {
  it('records every CRM action and the custom logs, newest first, 20 a page by default', async () => {
    const log = await t.post('admin', '/api/crm-sales/create-custom-log', { user_id: t.ids.dealer, text: { en: 'Sent the price list', es: 'Enviada la lista de precios' } });
    expect(log.statusCode, log.body).toBe(201);
    expect(log.json()).toMatchObject({ kind: 'CustomLogWritten', user_id: t.ids.dealer, user_name: 'Dana Dealer', actor_email: 'admin@demo.test', text: { en: 'Sent the price list', es: 'Enviada la lista de precios' } });
    const mine = (await t.get('admin', `/api/crm-sales/users-logs?user_id=${t.ids.dealer}`)).json();
    expect(mine.data.map((r: { kind: string }) => r.kind)).toEqual([
      'CustomLogWritten', 'SalesFeedbackRated', 'SalesFeedbackRated', 'SalesFeedbackRated', 'SalesMeetingDeleted', 'SalesMeetingScheduled', 'SalesMeetingScheduled', 'SalesMeetingScheduled',
    ].map((kind) => kind));
    for (let i = 0; i < 15; i += 1) await t.post('admin', '/api/crm-sales/create-custom-log', { user_id: t.ids.subdealer, text: { en: `Note ${i}` } });
    const first = (await t.get('admin', '/api/crm-sales/users-logs?page=1')).json();
    expect(first.data).toHaveLength(20);
    expect(first.count).toBeGreaterThan(20);
    const last = (await t.get('admin', `/api/crm-sales/users-logs?page=2&limit=20`)).json();
    expect(last.data).toHaveLength(first.count - 20);
    expect((await t.get('admin', '/api/crm-sales/users-logs?limit=101')).statusCode).toBe(400);
  });
});

describe('crm-sales/create-promotion and get-deals', () => {
  it('creates a promotion in English and Spanish; deals list it with its title and status; the log records it', async () => {
    const created = await t.post('admin', '/api/crm-sales/create-promotion', {
      title: { en: 'Winter deal', es: 'Oferta de invierno' }, discountPercent: 10, products: ['credits'], countryIds: ['es'],
      startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T23:59:59Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title: { en: 'Winter deal', es: 'Oferta de invierno' }, countryIds: ['ES'], status: 'active' });
    const deals = (await t.get('admin', '/api/crm-sales/get-deals')).json();
    expect(deals).toEqual([expect.objectContaining({ id: created.json().id, title: { en: 'Winter deal', es: 'Oferta de invierno' } })]);
    const tooHigh = await t.post('admin', '/api/crm-sales/create-promotion', { title: { en: 'Too much' }, discountPercent: 70, products: ['software'], userIds: [t.ids.dealer], startsAt: NOW, endsAt: '2027-01-01T00:00:00Z' });
    expect([tooHigh.statusCode, tooHigh.json().message]).toEqual([400, 'discountPercent: The discount must be at most 65%']);
    expect((await t.get('admin', '/api/crm-sales/users-logs?kind=PromotionCreated')).json()).toMatchObject({ count: 1, data: [{ text: { en: 'Winter deal' } }] });
    const nobody = await t.post('admin', '/api/crm-sales/create-promotion', { title: { en: 'Typo' }, discountPercent: 5, products: ['software'], userIds: [t.ids.calibrator], startsAt: NOW, endsAt: '2027-01-01T00:00:00Z' });
    expect([nobody.statusCode, nobody.json().code, nobody.json().params]).toEqual([404, 'CRM_USER_NOT_FOUND', { field: 'userIds' }]);
  });

  it('lists the deals a page at a time, newest first, with the count of all', async () => {
    for (let i = 1; i <= 27; i += 1) {
      const created = await t.post('admin', '/api/crm-sales/create-promotion', { title: { en: `Deal ${i}` }, discountPercent: 5, products: ['credits'], countryIds: ['ES'], startsAt: NOW, endsAt: '2027-01-01T00:00:00Z' });
      expect(created.statusCode, created.body).toBe(201);
    }
    const first = await t.get('admin', `/api/crm-sales/get-deals?range=${encodeURIComponent('[0,24]')}`);
    expect(first.headers['content-range']).toBe('deals 0-24/28');
    expect(first.json().slice(0, 2).map((d: { title: { en: string } }) => d.title.en)).toEqual(['Deal 27', 'Deal 26']);
    const second = await t.get('admin', `/api/crm-sales/get-deals?range=${encodeURIComponent('[25,49]')}`);
    expect(second.json().map((d: { title: { en: string } }) => d.title.en)).toEqual(['Deal 2', 'Deal 1', 'Winter deal']);
    const oldest = await t.get('admin', `/api/crm-sales/get-deals?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["createdAt","ASC"]')}`);
    expect(oldest.json().map((d: { title: { en: string } }) => d.title.en)).toEqual(['Winter deal', 'Deal 1']);
  });
});

describe('access', () => {
  it('is the Admin\'s: every other role gets 403', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/crm-sales/users'], ['GET', '/api/crm-sales/users-logs'], ['GET', '/api/crm-sales/get-deals'],
      ['POST', '/api/crm-sales/create-sales-target', { user_id: t.ids.dealer, credits_to_buy: 1 }],
      ['POST', '/api/crm-sales/create-custom-log', { user_id: t.ids.dealer, text: { en: 'x' } }],
    ];
    for (const who of ['distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const) {
      for (const [method, url, body] of calls) {
        const response = method === 'GET' ? await t.get(who, url) : await t.post(who, url, body);
        expect([who, url, response.statusCode]).toEqual([who, url, 403]);
      }
    }
  });
});

describe('rebuild', () => {
  it('a rebuilt CRM read model equals the live one row for row', async () => {
    const { store, db, pool, runner } = t.portal.services;
    await t.settle();
    const tables = crmProjection.tables;
    const live = await Promise.all(tables.map((table) => tableRows(pool, table)));
    expect(live.every((rows) => rows.length > 0)).toBe(true);
    await runner.stop();
    await rebuildProjection({ store, db, pool, projection: crmProjection });
    expect(await Promise.all(tables.map((table) => tableRows(pool, table)))).toEqual(live);
    await runner.start();
  });
});
