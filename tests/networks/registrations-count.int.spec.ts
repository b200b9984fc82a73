import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { collectPushes, openLiveSocket, until } from '../support/live.js';
import { createSubUser } from '../subUsers/support.js';
import { typedClient } from '../support/client.js';

// Issue 13 gap: a dealer's sidebar shows how many sub-dealers wait for it on Registrations, and its
// socket says when one signs up under it. Written with the typed client (tests/support/client.ts).

let t: CreditPortal;
beforeAll(async () => { t = await creditPortal(); });
afterAll(async () => t?.close());

const client = (who: 'admin' | 'dealer' | 'distributor') => typedClient(t.portal.app, t.portal.auth(t.tokens[who]));
const signup = async (email: string, dealerId: string) => {
  const { response, error } = await typedClient(t.portal.app).POST('/api/signup', {
    body: { firstName: 'New', lastName: 'Account', email, phone: '+31612345678', countryId: 'NL', password: 'Secret123!', repeatPassword: 'Secret123!', termsAccepted: true, isSubDealer: true, dealerId },
  });
  expect(response.status, JSON.stringify(error)).toBe(201);
};
const count = async (who: 'admin' | 'dealer' | 'distributor') => {
  const { data, response, error } = await client(who).GET('/api/networks/registrations/count');
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!.pending;
};

describe('GET networks/registrations/count', () => {
  it("counts the registrations waiting for the dealer, pushes a hint to it, and drops one decided", async () => {
    expect(await count('dealer')).toBe(0);
    const adminBefore = await count('admin');
    const socket = await openLiveSocket(t.portal.app, t.tokens.dealer);
    const pushes = collectPushes(socket);
    await signup('badge-one@sub.test', t.ids.dealer);
    await signup('badge-two@sub.test', t.ids.dealer);
    await until(() => pushes.filter((p) => p.event === 'newUser').length >= 2, 'newUser hints to the dealer');
    socket.close();
    expect(await count('dealer')).toBe(2);
    expect(await count('admin')).toBe(adminBefore + 2);
    const [first] = (await client('dealer').GET('/api/networks/registrations')).data!;
    expect(first).toMatchObject({ email: 'badge-one@sub.test', parentId: t.ids.dealer });
    expect((await client('dealer').POST('/api/networks/registrations/{id}/accept', { params: { path: { id: first.id } } })).response.status).toBe(200);
    expect(await count('dealer')).toBe(1);
    // The same readers as the list: a distributor has no registrations, a sub-user needs dealer management.
    const refused = await client('distributor').GET('/api/networks/registrations/count');
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
    expect((await t.get('dealer', '/api/networks/registrations/count?x=1')).statusCode).toBe(400);
    const clerk = await createSubUser(t, 'dealer', 'clerk@badge.test', 'sub_user_admin');
    const desk = await createSubUser(t, 'dealer', 'desk@badge.test', 'sub_user_support');
    const asClerk = await t.portal.app.inject({ method: 'GET', url: '/api/networks/registrations/count', headers: clerk.headers });
    expect(asClerk.json()).toEqual({ pending: 1 });
    expect((await t.portal.app.inject({ method: 'GET', url: '/api/networks/registrations/count', headers: desk.headers })).statusCode).toBe(403);
  });
});
