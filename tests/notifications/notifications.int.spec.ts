import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../api/app.js';
import { readConfig } from '../../api/config.js';
import { createServices, type Services } from '../../api/services/create.js';
import { connectDatabase } from '../../database/connect.js';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { notificationsProjection } from '../../projections/notifications/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { eventually, tableRows } from '../projections/support.js';
import { placeOrder } from '../softwareOrders/support.js';
import { collectPushes, openLiveSocket, pingThrough, type Push, until } from '../support/live.js';
import { usePortal } from '../support/use-portal.js';
import { caughtUp } from '../support/caught-up.js';

// The bells on a real PostgreSQL (issue 11): notifications stored per user by the projection,
// viewed, cleared, listed as old; a ticket's events handled by shape; a second API instance on the
// same database pushing to its own sockets; a rebuilt read model equal to the live one.

const { portal, ids, tokens, headers } = usePortal(['admin', 'dealer', 'calibrator', 'support', 'distributor']);
type Who = keyof typeof headers;
type Notice = { id: string; type: string; title: string; text: string; url: string; itemId: string; read: boolean };

const get = (who: Who, url: string) => portal.app.inject({ method: 'GET', url, headers: headers[who] });
const post = (who: Who, url: string, payload: object) => portal.app.inject({ method: 'POST', url, headers: headers[who], payload });
const unread = async (who: Who) => {
  const response = await get(who, '/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { statusCode: number; message: string; data: Notice[]; counts: Record<string, number>; total: number };
};
const notices = (seen: Push[]) => seen.filter((m) => m.event === 'notify').flatMap((m) => m.data as Notice[]);

let second: { services: Services; app: App; dataDir: string } | null = null;
const stopSecond = async () => {
  if (!second) return;
  const { app, services, dataDir } = second;
  second = null;
  await app.close();
  await services.stop();
  await rm(dataDir, { recursive: true, force: true });
};
afterAll(stopSecond);

describe('notifications', () => {
  let orderId: string;

  it('stores what concerns each user: an order placed tells the administrators, credits received tell the receiver', async () => {
    ({ orderId } = await placeOrder(portal, { dealerId: ids.dealer, admin: headers.admin }));
    const admin = await unread('admin');
    expect(admin).toMatchObject({ statusCode: 200, message: 'OK' });
    expect(admin.data).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'software', url: `/order-detail/${orderId}`, itemId: orderId, read: false })]));
    const dealer = await unread('dealer');
    // The administrator gave the dealer the order's credits first; the dealer placed the order itself: no software notice.
    expect(dealer.data.map((n) => n.type)).toEqual(['credits']);
    expect(dealer.data[0]).toMatchObject({ title: 'Credits received', text: 'You received 349 credits', url: '/credit-history' });
    expect(dealer.counts).toEqual({ credits: 1 });
    expect(dealer.total).toBe(1);
    // Neither the calibrator (not assigned yet) nor the support agent is concerned.
    expect((await unread('calibrator')).data).toEqual([]);
    expect((await unread('support')).data).toEqual([]);
  });

  it('views (marks read), lists the old ones and clears by type', async () => {
    const [first] = (await unread('dealer')).data;
    const viewed = await post('dealer', '/api/notifications/view', { ids: [first.id] });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.json()).toMatchObject({ counts: {}, total: 0 });
    expect((await unread('dealer')).data).toEqual([]);
    const old = await get('dealer', '/api/notifications/old?sort=["readAt","DESC"]&range=[0,9]');
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toEqual([expect.objectContaining({ id: first.id, read: true })]);
    expect(old.headers['content-range']).toBe('notifications 0-0/1');
    // Another user's id marks nothing of theirs.
    const adminBefore = await unread('admin');
    await post('dealer', '/api/notifications/view', { ids: adminBefore.data.map((n) => n.id) });
    expect((await unread('admin')).total).toBe(adminBefore.total);

    // The spec's names answer the same.
    const [adminFirst] = (await get('admin', '/api/notifications/index')).json().data as Notice[];
    expect((await get('admin', `/api/notifications/view/${adminFirst.id}`)).json()).toMatchObject({ statusCode: 200, total: adminBefore.total - 1 });
    // A malformed id in the path is an unknown address, as everywhere in the API.
    expect((await get('admin', '/api/notifications/view/nope')).statusCode).toBe(404);
    const cleared = await post('admin', '/api/notifications/clear', { type: 'software' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await unread('admin')).data.filter((n) => n.type === 'software')).toEqual([]);
    expect((await post('admin', '/api/notifications/clear', {})).json()).toMatchObject({ total: 0, counts: {} });
  });

  it('marks several read through the address (GET view/{ids}, up to 100 ids); more answer a clear 4xx', async () => {
    for (const amount of [1, 2, 3]) expect((await post('admin', '/api/credit/transfer', { to: ids.dealer, amount })).statusCode).toBeLessThan(300);
    await eventually(async () => (await unread('dealer')).total === 3, 'three credit notices');
    const three = (await unread('dealer')).data.map((n) => n.id);
    // Three ids are 110 characters: longer than Fastify's default path parameter (100).
    expect((await get('dealer', `/api/notifications/view/${three.join(',')}`)).json()).toMatchObject({ statusCode: 200, total: 0 });
    expect((await unread('dealer')).data).toEqual([]);
    const many = (count: number) => Array.from({ length: count }, () => randomUUID()).join(',');
    expect((await get('dealer', `/api/notifications/view/${many(100)}`)).statusCode).toBe(200);
    expect((await get('dealer', `/api/notifications/view/${many(101)}`)).json()).toMatchObject({ statusCode: 400, code: 'NOTIFICATION_IDS_TOO_MANY', params: { max: 100 } });
    expect((await get('dealer', `/api/notifications/view/${many(120)}`)).json()).toMatchObject({ statusCode: 414, code: 'ADDRESS_TOO_LONG' });
  });

  it('takes the long values other addresses carry: tokens, hashes, sheet ids', async () => {
    const token = 'x'.repeat(200);
    expect((await portal.app.inject({ method: 'POST', url: `/api/close-sessions/${token}` })).json()).toMatchObject({ statusCode: 400, code: 'INVALID_LINK' });
    const sha256 = 'a'.repeat(64);
    const uuid = randomUUID();
    expect((await get('admin', `/api/order-software/files/${uuid}/${sha256}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/files/download/${uuid}/${sha256}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/order-chat/${uuid}/attachments/${sha256}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/support/${uuid}/attachments/${sha256}`)).statusCode).toBe(404);
    // A previous order's id may have 100 characters, and its colons arrive %-encoded (3 characters each).
    const sheetId = `PO:${'1'.repeat(94)}:X`;
    expect((await get('admin', `/api/previous-orders/${encodeURIComponent(sheetId)}`)).json()).toMatchObject({ statusCode: 404, code: 'PREVIOUS_ORDER_NOT_FOUND' });
  });

  it('refuses bad input with a clear message', async () => {
    expect((await post('dealer', '/api/notifications/view', { ids: [] })).statusCode).toBe(400);
    expect((await post('dealer', '/api/notifications/view', { ids: ['nope'] })).statusCode).toBe(400);
    expect((await post('dealer', '/api/notifications/clear', { type: 'weather' })).statusCode).toBe(400);
    expect((await get('dealer', '/api/notifications/old?sort=["title","ASC"]')).json()).toMatchObject({ statusCode: 400, code: 'LIST_SORT_INVALID' });
    expect((await portal.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('mails the types a user opted into, once', async () => {
    expect((await get('dealer', '/api/notifications/prefs')).json()).toEqual({ emailTypes: [] });
    const saved = await portal.app.inject({ method: 'PUT', url: '/api/notifications/prefs', headers: headers.dealer, payload: { emailTypes: ['credits'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await portal.app.inject({ method: 'PUT', url: '/api/notifications/prefs', headers: headers.dealer, payload: { emailTypes: ['spam'] } })).statusCode).toBe(400);
    expect((await post('admin', '/api/credit/transfer', { to: ids.dealer, amount: 7 })).statusCode).toBe(200);
    expect((await post('admin', '/api/credit/transfer', { to: ids.distributor, amount: 7 })).statusCode).toBe(200);
    const mails = () => portal.services.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body']).where('subject', '=', 'Credits received').execute();
    await eventually(async () => (await mails()).length > 0, 'the notification mail');
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to_address: 'dealer@demo.test', subject: 'Credits received' });
    expect(mail.text_body).toContain('You received 7 credits');
    expect(mail.text_body).toContain('http://portal.test/admin/credit-history');
  });

  it('tells the staff of a new ticket, the dealer of an answer, and the agent of an assignment (ticket events by shape)', async () => {
    const ticketId = randomUUID();
    const stream = `ticket-${ticketId}`;
    const at = new Date().toISOString();
    const opened = await portal.services.store.appendToStream(stream, [{ id: randomUUID(), type: 'TicketOpened', data: {
      ticketId, number: 1, dealerId: ids.dealer, dealerChain: [ids.dealer], categoryId: randomUUID(), title: 'Car is slow', message: 'It is slow after the tune', attachments: [], orderId, openedBy: ids.dealer, at,
    } }]);
    await portal.services.runner.waitFor(opened.position);
    for (const who of ['admin', 'support'] as const) {
      expect((await unread(who)).data).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'general', itemId: ticketId, text: 'New ticket: It is slow after the tune' })]));
    }
    const assigned = await portal.services.store.appendToStream(stream, [
      { id: randomUUID(), type: 'TicketAssigned', data: { ticketId, agentId: ids.support, agentName: 'Sue', previousAgentId: null, by: ids.admin, at } },
      { id: randomUUID(), type: 'TicketMessagePosted', data: { ticketId, messageId: randomUUID(), authorId: ids.support, authorRole: 'Support', text: 'We look at it', attachments: [], at } },
    ]);
    await portal.services.runner.waitFor(assigned.position);
    expect((await unread('support')).data.filter((n) => n.itemId === ticketId).map((n) => n.text).sort()).toEqual(['New ticket: It is slow after the tune', 'Ticket assigned to Sue']);
    expect((await unread('dealer')).data.filter((n) => n.itemId === ticketId).map((n) => n.text)).toEqual(['We look at it']);
  });

  it('two API instances on one database: each pushes the stored notification to its own sockets', async () => {
    const url = String((portal.services.pool as unknown as { options: { connectionString: string } }).options.connectionString);
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-second-'));
    const database = connectDatabase(url, 10);
    const services = await createServices({ ...readConfig({}), publicUrl: 'http://portal.test', dataDir }, { database, jwtSecret: 'test-secret' });
    await services.start();
    const app = await buildApp({ services, serveAdmin: false });
    await app.ready();
    second = { services, app, dataDir };
    const dealerOnFirst = await openLiveSocket(portal.app, tokens.dealer);
    const distributorOnSecond = await openLiveSocket(app, tokens.distributor);
    const adminOnSecond = await openLiveSocket(app, tokens.admin);
    try {
      const toDealer = collectPushes(dealerOnFirst);
      const toDistributor = collectPushes(distributorOnSecond);
      const toAdmin = collectPushes(adminOnSecond);
      // The administrator sends credits to both (through the first instance).
      for (const to of [ids.dealer, ids.distributor]) {
        const sent = await post('admin', '/api/credit/transfer', { to, amount: 5 });
        expect(sent.statusCode, sent.body).toBe(200);
      }
      await until(() => notices(toDealer).length > 0 && notices(toDistributor).length > 0, 'a notify on both instances');
      const [forDealer] = notices(toDealer);
      const [forDistributor] = notices(toDistributor);
      expect(forDealer).toMatchObject({ type: 'credits', text: 'You received 5 credits', ids: [forDealer.id], count: 1 });
      expect(forDistributor).toMatchObject({ type: 'credits', text: 'You received 5 credits' });
      // What was pushed is what is stored: its id marks it read.
      expect((await unread('dealer')).data.map((n) => n.id)).toContain(forDealer.id);
      expect((await unread('distributor')).data.map((n) => n.id)).toContain(forDistributor.id);
      // Each got its own notice once, never the other's; the administrator (who acted) got none.
      await pingThrough(adminOnSecond, toAdmin);
      expect(notices(toAdmin)).toEqual([]);
      expect(notices(toDealer)).toHaveLength(1);
      expect(notices(toDistributor)).toHaveLength(1);
      // Both instances answer the same read model.
      const viaSecond = await app.inject({ method: 'GET', url: '/api/notifications', headers: headers.dealer });
      expect(viaSecond.json().total).toBe((await unread('dealer')).total);
    } finally {
      dealerOnFirst.terminate();
      distributorOnSecond.terminate();
      adminOnSecond.terminate();
    }
  });

  it('a deactivated account tells the other administrators; a rebuilt read model equals the live one', async () => {
    const { store, runner, db, pool } = portal.services;
    const appended = await store.appendToStream(accountStream(ids.calibrator), [accountEvent(randomUUID(), 'UserDeactivated', { userId: ids.calibrator, by: null, at: new Date().toISOString() })]);
    await runner.waitFor(appended.position);
    expect((await unread('admin')).data).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Account deactivated', itemId: ids.calibrator })]));
    await stopSecond();
    expect(await caughtUp({ runner, pool })).toBe(true);
    await runner.stop();
    const live = await Promise.all(notificationsProjection.tables.map((t) => tableRows(pool, t)));
    expect(live[0].length).toBeGreaterThan(5);
    await rebuildProjection({ store, db, pool, projection: notificationsProjection });
    expect(await Promise.all(notificationsProjection.tables.map((t) => tableRows(pool, t)))).toEqual(live);
  });
});
