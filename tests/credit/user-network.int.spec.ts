import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { list } from '../support/list-query.js';

// GET /user-network: the accounts below the caller a page at a time, in tree order (each account
// under its parent, siblings by name), searched by name or email; the transfer screen's table and
// the account pickers read it. A distributor of a large network has thousands of accounts below it.

let t: CreditPortal;
type Account = { id: string; parentId: string; name: string; email: string; depth: number; balance: number };
const page = async (who: 'distributor' | 'dealer' | 'subdealer' | 'admin', query: Record<string, unknown>) => {
  const response = await t.get(who, `/api/user-network?${list(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<Account[]>(), range: response.headers['content-range'] };
};

beforeAll(async () => {
  t = await creditPortal();
  // Three more dealers under the distributor, one with a sub-dealer of its own, named so the tree
  // order differs from the order of names alone.
  const db = t.portal.services.db;
  const add = async (first: string, parent: string, role: 'Dealer' | 'SubDealer') =>
    (await db.insertInto('users').values({ email: `${first.toLowerCase()}@network.test`, first_name: first, last_name: 'Net', phone: '', password_hash: 'x', roles: [role], parent_id: parent })
      .returning('id').executeTakeFirstOrThrow()).id;
  const alpha = await add('Alpha', t.ids.distributor, 'Dealer');
  await add('Zed', alpha, 'SubDealer');
  await add('Beta', t.ids.distributor, 'Dealer');
  await add('Yolanda', t.ids.distributor, 'Dealer');
  await t.fund('distributor', 100);
  await t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: 40 });
});
afterAll(async () => t?.close());

describe('GET /user-network', () => {
  it('lists the whole subtree in tree order, a page at a time, with the count of all', async () => {
    const all = await page('distributor', { range: [0, 99] });
    expect(all.rows.map((a) => [a.name, a.depth])).toEqual([
      ['Alpha Net', 1], ['Zed Net', 2], ['Beta Net', 1], ['Dana Dealer', 1], ['Sam Subdealer', 2], ['Yolanda Net', 1],
    ]);
    expect(all.range).toBe('user-network 0-5/6');
    expect(all.rows.find((a) => a.email === 'dealer@demo.test')).toMatchObject({ balance: 40, parentId: t.ids.distributor });

    const second = await page('distributor', { range: [2, 3] });
    expect(second.rows.map((a) => a.name)).toEqual(['Beta Net', 'Dana Dealer']);
    expect(second.range).toBe('user-network 2-3/6');
    expect((await page('distributor', { range: [50, 74] })).range).toBe('user-network 50-50/6');
  });

  it('searches names and emails, keeps the direct children only, and reads chosen ids', async () => {
    expect((await page('distributor', { filter: { q: 'zed' } })).rows.map((a) => a.name)).toEqual(['Zed Net']);
    expect((await page('distributor', { filter: { q: 'NETWORK.TEST' } })).range).toBe('user-network 0-3/4');
    // LIKE's wildcards are the user's text, not patterns.
    expect((await page('distributor', { filter: { q: '%' } })).rows).toEqual([]);
    expect((await page('distributor', { filter: { directOnly: true } })).rows.map((a) => a.name)).toEqual(['Alpha Net', 'Beta Net', 'Dana Dealer', 'Yolanda Net']);
    expect((await page('distributor', { filter: { id: [t.ids.subdealer] } })).rows.map((a) => a.email)).toEqual(['subdealer@demo.test']);
  });

  it("shows each caller only its own subtree, whatever ids it asks for", async () => {
    expect((await page('dealer', {})).rows.map((a) => a.email)).toEqual(['subdealer@demo.test']);
    expect((await page('dealer', { filter: { id: [t.ids.distributor, t.ids.admin] } })).rows).toEqual([]);
    expect((await page('subdealer', {})).range).toBe('user-network 0-0/0');
  });

  it('refuses a sort, range or filter it cannot answer, with the reason', async () => {
    for (const [query, code] of [
      [{ sort: ['balance', 'ASC'] }, 'LIST_SORT_INVALID'], [{ sort: ['name', 'DESC'] }, 'LIST_ORDER_FIXED'], [{ range: [5, 1] }, 'LIST_RANGE_INVALID'], [{ filter: { id: ['nope'] } }, 'FIELD_BAD_FORMAT'],
    ] as const) {
      const response = await t.get('distributor', `/api/user-network?${list(query)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
    }
    expect((await t.get('distributor', '/api/user-network?page=2')).json()).toMatchObject({ statusCode: 400, message: 'page: Unknown field page' });
    expect((await t.get('distributor', `/api/user-network?${list({ filter: { parentId: t.ids.dealer } })}`)).json())
      .toMatchObject({ statusCode: 400, code: 'FIELD_UNKNOWN', message: 'filter.parentId: Unknown field parentId' });
  });
});
