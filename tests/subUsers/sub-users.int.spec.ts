import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { readUploadForm } from '../../scripts/lib/multipart.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { createSubUser } from './support.js';
import { collectPushes, openLiveSocket, until } from '../support/live.js';

// Issue 13: a sub-user acts on its parent's account within its rights, every event names it, and
// deleting it ends its sessions at once.

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
  await seedDemoCatalogue(t.portal.services.db);
});
afterAll(async () => t?.close());

const inject = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.portal.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A dealer's draft for a software order: one uploaded read of the ECU, stage 2 of the demo Golf. */
const draft = async (headers: Record<string, string>) => {
  const golf = await t.portal.services.db.selectFrom('vehicles').select('id').where('model', '=', 'Golf').where('engine', '=', '2.0 TDI 150hp').executeTakeFirstOrThrow();
  const form = readUploadForm('ECU');
  const upload = await t.portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...headers, 'content-type': form.contentType }, payload: form.body });
  expect(upload.statusCode, upload.body).toBe(201);
  return { type: 'ECU', stage: '2', vehicleId: golf.id, vin: 'WVWZZZ1KZ8W123456', files: [{ uploadId: upload.json().id }] };
};

describe('sub-users acting for their parent', () => {
  it('transfer credits and place a software order on the parent account, each event naming the sub-user', async () => {
    await t.fund('distributor', 5000);
    const sub = await createSubUser(t, 'distributor', ' Clerk@Distributor.Test ', 'sub_user_admin');
    // The parent's account, not the sub-user's own.
    const me = await inject(sub.headers, 'GET', '/api/user/view');
    expect(me.json()).toMatchObject({ id: t.ids.distributor, balance: 5000 });
    // ...and itself with its rights, so the UI can hide what the server refuses; the owner reads no sub-user.
    expect(me.json().subUser).toMatchObject({ id: sub.id, email: 'clerk@distributor.test', role: 'sub_user_admin', permissions: { profile: { status: false }, credits: { status: true } } });
    expect((await t.get('distributor', '/api/user/view')).json()).not.toHaveProperty('subUser');

    const transfer = await inject(sub.headers, 'POST', '/api/credit/transfer', { to: t.ids.dealer, amount: 40 });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(await t.balance('distributor')).toBe(4960);
    const journal = await t.portal.services.store.readStream('ledger');
    const moved = journal.find((e) => e.type === 'CreditsTransferred' && (e.data as { to: string }).to === t.ids.dealer)!;
    expect(moved.data).toMatchObject({ from: t.ids.distributor, actorId: t.ids.distributor, subUserId: sub.id, amount: 4000 });

    const body = await draft(sub.headers);
    const quote = await inject(sub.headers, 'POST', '/api/order-software/quote', body);
    expect(quote.statusCode, quote.body).toBe(200);
    const order = await inject(sub.headers, 'POST', '/api/order-software/create', { ...body, expectedTotal: quote.json().total });
    expect(order.statusCode, order.body).toBe(200);
    const placed = await t.portal.services.store.readStream(`software-order-${order.json().id}`);
    expect(placed[0].data).toMatchObject({ dealerId: t.ids.distributor, placedById: sub.id });
    expect(await t.balance('distributor')).toBe(4960 - quote.json().total);
    const charged = (await t.portal.services.store.readStream('ledger')).find((e) => e.type === 'SoftwareCharged' && (e.data as { reference: string }).reference === order.json().id)!;
    expect(charged.data).toMatchObject({ from: t.ids.distributor, actorId: sub.id });
  });

  it('answers 403 when the module is switched off, and the Support default refuses money', async () => {
    const noCredits = await createSubUser(t, 'distributor', 'nocredits@distributor.test', 'sub_user_admin', { credits: { status: false } });
    const refused = await inject(noCredits.headers, 'POST', '/api/credit/transfer', { to: t.ids.dealer, amount: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SUB_USER_NOT_ALLOWED' });
    const noOrders = await createSubUser(t, 'distributor', 'noorders@distributor.test', 'sub_user_admin', { order_software: { status: true, children: { create_order: { status: false } } } });
    const body = await draft(noOrders.headers);
    expect((await inject(noOrders.headers, 'POST', '/api/order-software/create', { ...body, expectedTotal: 1 })).statusCode).toBe(403);
    const support = await createSubUser(t, 'distributor', 'support@distributor.test', 'sub_user_support');
    expect((await inject(support.headers, 'POST', '/api/credit/transfer', { to: t.ids.dealer, amount: 1 })).statusCode).toBe(403);
    expect((await inject(support.headers, 'GET', '/api/support')).statusCode).toBe(200);
    const ticket = await inject(support.headers, 'POST', '/api/support', { categoryId: 'technical', title: 'Flash failed', message: 'Help' });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const opened = await t.portal.services.store.readStream(`ticket-${ticket.json().id}`);
    expect(opened[0].data).toMatchObject({ dealerId: t.ids.distributor, openedBy: support.id });
  });

  it('ends a deleted sub-user\'s sessions at once and keeps its history attributed', async () => {
    const sub = await createSubUser(t, 'dealer', 'leaver@dealer.test', 'sub_user_admin');
    expect((await inject(sub.headers, 'GET', '/api/user/view')).statusCode).toBe(200);
    const socket = await openLiveSocket(t.portal.app, sub.token);
    const pushes = collectPushes(socket);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const deleted = await t.post('dealer', '/api/user-sub-permissions/delete-account', { id: sub.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await inject(sub.headers, 'GET', '/api/user/view')).statusCode).toBe(401);
    await until(() => pushes.some((p) => p.event === 'user-deactivated'), 'user-deactivated push');
    await closed;
    expect((await t.portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: 'leaver@dealer.test', password: 'Subuser123' } })).statusCode).not.toBe(200);
    const accounts = await t.get('dealer', `/api/find-accounts/${t.ids.dealer}`);
    expect(accounts.json()).toEqual([]);
    const row = await t.portal.services.db.selectFrom('sub_user_accounts').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'leaver@dealer.test', deleted_by: t.ids.dealer });
    expect((await t.post('dealer', '/api/user-sub-permissions/delete-account', { id: sub.id })).statusCode).toBe(404);
  });
});

describe('managing sub-users', () => {
  it('creates, views, updates and deletes permission sets; lists and refuses others\' accounts', async () => {
    const created = await t.post('subdealer', '/api/user-sub-permissions/create', { name: 'Desk', role: 'sub_user_support' });
    expect(created.statusCode, created.body).toBe(201);
    const set = created.json();
    expect(set).toMatchObject({ _id: set.id, role: 'sub_user_support', parentId: t.ids.subdealer, permissions: { profile: { status: false }, support: { status: true } } });
    expect((await t.get('subdealer', `/api/user-sub-permissions/view/${set.id}`)).json()).toEqual(set);
    expect((await t.get('dealer', `/api/user-sub-permissions/view/${set.id}`)).statusCode).toBe(404);
    const updated = await t.post('subdealer', '/api/user-sub-permissions/update', { id: set.id, role: 'sub_user_admin', permissions: { profile: { status: true } } });
    expect(updated.json()).toMatchObject({ role: 'sub_user_admin', permissions: { profile: { status: true }, credits: { status: true } } });
    expect((await t.post('subdealer', '/api/user-sub-permissions/update', { id: set.id, permissions: { rockets: { status: true } } })).statusCode).toBe(400);
    const account = await t.post('subdealer', '/api/user-sub-permissions/create-user', { permissionId: set.id, email: 'Desk@Sub.Test', firstName: 'Desk', lastName: 'One', password: 'Subuser123' });
    expect(account.json()).toMatchObject({ email: 'desk@sub.test', role: 'sub_user_admin', permissionName: 'Desk' });
    expect((await t.post('subdealer', '/api/user-sub-permissions/create-user', { permissionId: set.id, email: 'desk@sub.test', firstName: 'D', lastName: 'Two', password: 'Subuser123' })).json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await t.post('subdealer', '/api/user-sub-permissions/delete', { id: set.id })).json()).toMatchObject({ code: 'SUB_USER_PERMISSION_IN_USE' });
    expect((await t.get('subdealer', `/api/find-accounts/${t.ids.subdealer}`)).json()).toHaveLength(1);
    // user_management.update_password: a new password ends the sub-user's sessions; the new one signs in.
    const deskToken = await t.portal.login('desk@sub.test', 'Subuser123');
    expect((await t.post('subdealer', '/api/user-sub-permissions/update-password', { id: account.json().id, password: 'Newpass123', repeatPassword: 'Nope' })).json()).toMatchObject({ code: 'PASSWORD_MISMATCH' });
    expect((await t.post('dealer', '/api/user-sub-permissions/update-password', { id: account.json().id, password: 'Newpass123', repeatPassword: 'Newpass123' })).statusCode).toBe(404);
    expect((await t.post('subdealer', '/api/user-sub-permissions/update-password', { id: account.json().id, password: 'Newpass123', repeatPassword: 'Newpass123' })).statusCode).toBe(200);
    expect((await inject(t.portal.auth(deskToken), 'GET', '/api/user/view')).statusCode).toBe(401);
    await t.portal.login('desk@sub.test', 'Newpass123');
    expect((await t.get('subdealer', `/api/find-accounts/${t.ids.dealer}`)).statusCode).toBe(403);
    expect((await t.post('subdealer', '/api/user-sub-permissions/delete-account', { id: account.json().id })).statusCode).toBe(200);
    expect((await t.post('subdealer', '/api/user-sub-permissions/delete', { id: set.id })).statusCode).toBe(200);
    expect((await t.get('subdealer', '/api/user-sub-permissions')).json()).toEqual([]);
    expect((await t.post('calibrator', '/api/user-sub-permissions/create', { name: 'x', role: 'sub_user_admin' })).statusCode).toBe(403);
  });

  it('lets a sub-user manage sub-users only within its own rights, recorded as its act', async () => {
    const manager = await createSubUser(t, 'dealer', 'manager@dealer.test', 'sub_user_admin', { credits: { status: true, children: { deduct_credits: { status: false } } } });
    const tooMuch = await inject(manager.headers, 'POST', '/api/user-sub-permissions/create', { name: 'All', role: 'sub_user_admin' });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json()).toMatchObject({ code: 'SUB_USER_RIGHTS_EXCEEDED', params: { paths: 'credits.deduct_credits' } });
    const ok = await inject(manager.headers, 'POST', '/api/user-sub-permissions/create', { name: 'Desk', role: 'sub_user_support' });
    expect(ok.statusCode, ok.body).toBe(201);
    const row = await t.portal.services.db.selectFrom('sub_user_permissions').selectAll().where('id', '=', ok.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: t.ids.dealer, created_by: manager.id });
  });
});
