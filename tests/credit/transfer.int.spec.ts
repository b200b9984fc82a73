import { describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';
import { openLiveSocket } from '../support/live.js';

const { portal, ids, tokens } = usePortal(['admin', 'distributor', 'dealer', 'subdealer']);

const post = (who: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  portal.app.inject({ method: 'POST', url, payload, headers: { ...portal.auth(tokens[who]), ...headers } });
const view = async (who: string) => (await portal.app.inject({ url: '/api/user/view', headers: portal.auth(tokens[who]) })).json();

describe('credit transfer and deduction over HTTP', () => {
  it('lets an admin fund a distributor, who transfers to its dealer; balances and history follow at once', async () => {
    const funded = await post('admin', '/api/credit/transfer', { to: ids.distributor, amount: 500 });
    expect(funded.statusCode).toBe(200);
    expect(funded.json()).toMatchObject({ kind: 'CreditTransferEntity', group: 'Credits', from: 'house', to: ids.distributor, amount: 500 });
    const sent = await post('distributor', '/api/credit/transfer', { to: ids.dealer, amount: '120.50', description: 'Monthly' });
    expect(sent.json()).toMatchObject({ from: ids.distributor, to: ids.dealer, amount: 120.5, balanceAfter: 379.5 });
    expect((await view('distributor')).balance).toBe(379.5);
    expect((await view('dealer')).balance).toBe(120.5);
    const history = await portal.app.inject({ url: '/api/credit/movements', headers: portal.auth(tokens.distributor) });
    expect(history.json().map((m: { signedAmount: number; balanceAfter: number }) => [m.signedAmount, m.balanceAfter])).toEqual([[-120.5, 379.5], [500, 500]]);
    const dashboard = (await portal.app.inject({ url: '/api/credit/dashboard', headers: portal.auth(tokens.distributor) })).json();
    expect(dashboard).toMatchObject({ received: 500, transferred: 120.5, used: 0, remaining: 379.5, lowBalance: true });
  });

  it("gives the Admin's journal list the total of its rows, kept per kind or counted under a narrower filter", async () => {
    // The first test's movements are there (none added here: the tests after this one count on the balances).
    const counted = async (where: string, values: unknown[] = []) => Number((await portal.services.pool.query(`SELECT count(*) AS n FROM ledger_movements ${where}`, values)).rows[0].n);
    const total = async (filter: object) => {
      const page = await portal.app.inject({ url: '/api/credit/admin-history', query: { filter: JSON.stringify(filter), range: '[0,0]' }, headers: portal.auth(tokens.admin) });
      return Number(page.headers['content-range']!.toString().split('/')[1]);
    };
    expect(await total({})).toBe(await counted(''));
    expect(await total({ kind: 'CreditTransferEntity' })).toBe(await counted('WHERE kind = $1', ['CreditTransferEntity']));
    expect(await total({ kind: 'NoSuchKind' })).toBe(0);
    expect(await total({ userId: ids.dealer })).toBe(await counted('WHERE from_account = $1 OR to_account = $1', [ids.dealer]));
    expect(await total({ kind: '' })).toBe(await counted(''));
  });

  it('refuses with the spec texts', async () => {
    expect((await post('distributor', '/api/credit/transfer', { to: ids.dealer, amount: 100000 })).json()).toMatchObject({ statusCode: 402, message: 'Insufficient funds' });
    expect((await post('distributor', '/api/credit/transfer', { to: ids.dealer, amount: 1.005 })).json()).toMatchObject({ statusCode: 400, message: 'Please enter a valid amount' });
    expect((await post('distributor', '/api/credit/transfer', { to: ids.subdealer, amount: 1 })).json().message).toBe('You can only transfer credits to your own sub-accounts');
    expect((await post('subdealer', '/api/credit/transfer', { to: ids.dealer, amount: 1 })).statusCode).toBe(403);
  });

  it('refuses amounts above the maximum and transfers that make no sense', async () => {
    const before = (await view('dealer')).balance;
    for (const amount of [1_000_001, 9_999_999_999, '9999999999.99'])
      expect((await post('admin', '/api/credit/transfer', { to: ids.dealer, amount })).json(), String(amount)).toMatchObject({ statusCode: 400, message: 'Please enter a valid amount' });
    expect((await post('admin', '/api/credit/deduced', { from: ids.dealer, amount: 1_000_001, reason: 'typo' })).json().message).toBe('Please enter a valid amount');
    expect((await portal.app.inject({ method: 'POST', url: '/api/credit/order-without-balance', headers: portal.auth(tokens.admin), payload: { userId: ids.dealer, allowed: true, limit: 1_000_001 } })).json().message)
      .toBe('Please enter a valid amount');
    // The administrator's own account and the staff accounts hold no credits.
    expect((await post('admin', '/api/credit/transfer', { to: ids.admin, amount: 10 })).json()).toMatchObject({ statusCode: 400, message: 'Choose another account than your own' });
    const staff = (await portal.app.inject({ url: '/api/users', headers: portal.auth(tokens.admin) })).json() as { id: string; email: string }[];
    for (const email of ['support@demo.test', 'calibrator@demo.test']) {
      const to = staff.find((u) => u.email === email)!.id;
      expect((await post('admin', '/api/credit/transfer', { to, amount: 10 })).json(), email)
        .toMatchObject({ statusCode: 422, message: 'Credits can only be moved to and from distributor, dealer and sub-dealer accounts' });
    }
    expect((await view('dealer')).balance).toBe(before);
  });

  it('deducts with a reason back to the parent', async () => {
    const response = await post('distributor', '/api/credit/deduced', { from: ids.dealer, amount: 20.5, reason: 'Sent by mistake' });
    expect(response.json()).toMatchObject({ kind: 'CreditDeductedEntity', from: ids.dealer, to: ids.distributor, amount: 20.5, balanceAfter: 100 });
    expect((await post('dealer', '/api/credit/deduced', { from: ids.subdealer, amount: 1, reason: '' })).statusCode).toBe(400);
  });

  it('answers a retried Idempotency-Key with the first answer and moves nothing twice; another body is a 422', async () => {
    const headers = { 'idempotency-key': 'retry-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('dealer', '/api/credit/transfer', { to: ids.subdealer, amount: 10 }, headers)));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await view('dealer')).balance).toBe(90);
    expect((await view('subdealer')).balance).toBe(10);
    const reused = await post('dealer', '/api/credit/transfer', { to: ids.subdealer, amount: 11 }, headers);
    expect(reused.json()).toMatchObject({ statusCode: 422, message: 'This Idempotency-Key was already used for a different request' });
  });
});

describe('live balance', () => {
  it('pushes the new balance to both sides of a movement', async () => {
    const socket = await openLiveSocket(portal.app, tokens.subdealer);
    // Pushes of earlier movements may still be on their way: wait for this movement's own.
    const pushes: { event: string; data?: { movementId?: string } }[] = [];
    socket.on('message', (data) => pushes.push(JSON.parse(String(data))));
    const transfer = await post('dealer', '/api/credit/transfer', { to: ids.subdealer, amount: 5 });
    const movementId = transfer.json<{ id: string }>().id;
    await expect.poll(() => pushes.find((push) => push.data?.movementId === movementId), { timeout: 10_000 }).toMatchObject({ event: 'balance', data: { balance: 15 } });
    socket.terminate();
  });
});

describe('support staff (spec section 6)', () => {
  it('views the credit dashboard, reads no one else\'s credits or contact details, and changes nothing (CONTRACT.md "Access")', async () => {
    const support = await portal.login('support@demo.test');
    expect((await portal.app.inject({ url: '/api/credit/dashboard', headers: portal.auth(support) })).statusCode).toBe(200);
    const dashboard = await portal.app.inject({ url: `/api/credit/dashboard?userId=${ids.dealer}`, headers: portal.auth(support) });
    expect(dashboard.statusCode).toBe(403);
    const users = await portal.app.inject({ url: `/api/users?filter=${encodeURIComponent('{"q":"dana"}')}`, headers: portal.auth(support) });
    expect(users.statusCode).toBe(403);
    expect((await portal.app.inject({ method: 'PUT', url: `/api/users/${ids.dealer}`, headers: portal.auth(support), payload: { active: false } })).statusCode).toBe(403);
    expect((await portal.app.inject({ method: 'POST', url: '/api/credit/transfer', headers: portal.auth(support), payload: { to: ids.dealer, amount: 1 } })).statusCode).toBe(403);
  });
});
