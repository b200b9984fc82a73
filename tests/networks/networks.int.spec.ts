import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStream } from '../../events/accounts/events.js';
import { reportsProjection } from '../../projections/reports/projection.js';
import { rebuildProjection } from '../../projections/runner/rebuild.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { tableRows } from '../projections/support.js';
import { caughtUp } from '../support/caught-up.js';

// Issue 13 "Networks": an Admin moves dealers into and out of a distributor's network (ParentChanged,
// folded by the reports), and a dealer reviews the sub-dealers who registered under it.

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
});
afterAll(async () => t?.close());

const signup = async (email: string, dealerId?: string) => {
  const response = await t.portal.app.inject({
    method: 'POST', url: '/api/signup',
    payload: { firstName: 'New', lastName: 'Account', email, phone: '+31612345678', countryId: 'NL', password: 'Secret123!', repeatPassword: 'Secret123!', termsAccepted: true, isSubDealer: Boolean(dealerId), ...(dealerId ? { dealerId } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const row = await t.portal.services.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email).returning(['id']).executeTakeFirstOrThrow();
  return row.id;
};
const signin = (email: string) => t.portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password: 'Secret123!' } });
const parentOf = async (id: string) => (await t.portal.services.db.selectFrom('users').select('parent_id').where('id', '=', id).executeTakeFirstOrThrow()).parent_id;
const events = async (id: string) => (await t.portal.services.store.readStream(accountStream(id))).map((e) => ({ type: e.type, data: e.data }));

describe('user/add-dealer and user/remove-dealer', () => {
  it('moves a dealer out of and into a distributor\'s network, recorded as ParentChanged', async () => {
    const removed = await t.post('admin', '/api/user/remove-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.dealer });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ dealerId: t.ids.dealer, parentId: null, previousParentId: t.ids.distributor });
    expect(await parentOf(t.ids.dealer)).toBeNull();
    // Out of the network the dealer buys from the house.
    expect((await t.get('dealer', '/api/user/view')).json()).toMatchObject({ haveParent: false, parentId: null });
    expect((await t.post('admin', '/api/user/remove-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.dealer })).json().code).toBe('DEALER_NOT_IN_NETWORK');

    const added = await t.post('admin', '/api/user/add-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.dealer });
    expect(added.statusCode, added.body).toBe(200);
    expect(await parentOf(t.ids.dealer)).toBe(t.ids.distributor);
    const again = await t.post('admin', '/api/user/add-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.dealer });
    expect([again.statusCode, again.json().code]).toEqual([409, 'DEALER_ALREADY_IN_NETWORK']);
    const recorded = (await events(t.ids.dealer)).filter((e) => e.type === 'ParentChanged');
    expect(recorded.map((e) => e.data)).toMatchObject([
      { userId: t.ids.dealer, parentId: null, previousParentId: t.ids.distributor, by: t.ids.admin },
      { userId: t.ids.dealer, parentId: t.ids.distributor, previousParentId: null, by: t.ids.admin },
    ]);
  });

  it('refuses other roles, the wrong kinds of account and unknown fields', async () => {
    for (const who of ['distributor', 'dealer', 'support'] as const) {
      expect((await t.post(who, '/api/user/add-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.dealer })).statusCode).toBe(403);
    }
    const notDistributor = await t.post('admin', '/api/user/add-dealer', { distributorId: t.ids.dealer, dealerId: t.ids.subdealer });
    expect([notDistributor.statusCode, notDistributor.json().code]).toEqual([404, 'DISTRIBUTOR_NOT_FOUND']);
    const notDealer = await t.post('admin', '/api/user/add-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.subdealer });
    expect([notDealer.statusCode, notDealer.json().code]).toEqual([404, 'DEALER_NOT_FOUND']);
    const unknown = await t.post('admin', '/api/user/add-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.dealer, force: true });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'FIELD_UNKNOWN']);
  });

  it('the reports\' network follows the move, and a rebuild gives the same rows', async () => {
    const { store, db, pool, runner } = t.portal.services;
    expect(await caughtUp({ runner, pool })).toBe(true);
    const account = await db.selectFrom('report_accounts').select('parent_id').where('user_id', '=', t.ids.dealer).executeTakeFirstOrThrow();
    expect(account.parent_id).toBe(t.ids.distributor);
    await t.post('admin', '/api/user/remove-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.dealer });
    expect(await caughtUp({ runner, pool })).toBe(true);
    const live = await tableRows(pool, 'report_accounts');
    expect(live).toContainEqual(expect.objectContaining({ user_id: t.ids.dealer, parent_id: null }));
    await runner.stop();
    await rebuildProjection({ store, db, pool, projection: reportsProjection });
    expect(await tableRows(pool, 'report_accounts')).toEqual(live);
    await runner.start();
    await t.post('admin', '/api/user/add-dealer', { distributorId: t.ids.distributor, dealerId: t.ids.dealer });
  });
});

describe('sub-dealer registrations', () => {
  it('a dealer accepts a sub-dealer who registered under it; until then it is being verified', async () => {
    const id = await signup('waiting@sub.test', t.ids.dealer);
    expect((await signin('waiting@sub.test')).json().code).toBe('ACCOUNT_UNDER_REVIEW');
    const list = await t.get('dealer', '/api/networks/registrations');
    expect(list.json()).toEqual([expect.objectContaining({ id, email: 'waiting@sub.test', parentId: t.ids.dealer, emailVerified: true })]);
    expect((await t.get('admin', '/api/networks/registrations')).json().map((r: { id: string }) => r.id)).toContain(id);
    const accepted = await t.post('dealer', `/api/networks/registrations/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ id, status: 'accepted' });
    expect((await t.get('dealer', '/api/networks/registrations')).json()).toEqual([]);
    const signedIn = await signin('waiting@sub.test');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // A new account fills its company information before ordering: the login says so.
    expect(signedIn.json().user).toMatchObject({ informationIncomplete: true, parentId: t.ids.dealer });
    expect((await events(id)).map((e) => e.type)).toEqual(['UserRegistered', 'RegistrationAccepted', 'UserSignedIn']);
  });

  it('another dealer\'s registration answers 404; a refusal deactivates the account', async () => {
    const otherDealer = await signup('other-dealer@x.test');
    const id = await signup('under-other@sub.test', otherDealer);
    expect((await t.get('dealer', '/api/networks/registrations')).json()).toEqual([]);
    for (const action of ['accept', 'refuse']) {
      const response = await t.post('dealer', `/api/networks/registrations/${id}/${action}`);
      expect([response.statusCode, response.json().code]).toEqual([404, 'REGISTRATION_NOT_FOUND']);
    }
    expect((await t.post('distributor', `/api/networks/registrations/${id}/accept`)).statusCode).toBe(403);
    expect((await t.post('dealer', '/api/networks/registrations/not-a-uuid/accept')).statusCode).toBe(404);
    const refused = await t.post('admin', `/api/networks/registrations/${id}/refuse`);
    expect(refused.json()).toEqual({ id, status: 'refused' });
    expect((await signin('under-other@sub.test')).json().code).toBe('ACCOUNT_INACTIVE');
    expect((await t.post('admin', `/api/networks/registrations/${id}/accept`)).statusCode).toBe(404);
    expect((await t.get('admin', '/api/networks/registrations?x=1')).statusCode).toBe(400);
    // A page at a time, the total in Content-Range.
    const first = await t.get('admin', `/api/networks/registrations?range=${encodeURIComponent('[0,0]')}`);
    expect([first.statusCode, first.json().length, first.headers['content-range']]).toEqual([200, expect.any(Number), expect.stringMatching(/^registrations 0-\d+\/\d+$/)]);
    expect(first.json().length).toBeLessThanOrEqual(1);
  });
});
