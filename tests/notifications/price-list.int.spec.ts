import { describe, expect, it } from 'vitest';
import { PRICE_TABLE_STREAM_PREFIX } from '../../events/creditPrices/events.js';
import { accountStream } from '../../events/accounts/events.js';
import { notificationsProjection } from '../../projections/notifications/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { eventually, tableRows } from '../projections/support.js';
import { openLiveSocket } from '../support/live.js';
import { usePortal } from '../support/use-portal.js';
import { caughtUp } from '../support/caught-up.js';

// "Price list changed" (issue 11, notification type priceList) and `reload-old-notifications` on a
// real PostgreSQL. A credit price table is a plain table; each change records PriceListChanged in
// the same transaction, naming the buyers who pay that table at that moment. The demo network: the
// distributor buys from the house, the dealer from the distributor, the subdealer from the dealer
// (who sells but has no table of its own, so the subdealer pays the base table).

const { portal, ids, tokens, headers } = usePortal(['admin', 'distributor', 'dealer', 'subdealer']);
type Who = keyof typeof headers;

const table = (...rows: [number, number][]) => ({ priceList: rows.map(([credits, price]) => ({ credits, price })) });
const put = (who: Who, url: string, payload: object) => portal.app.inject({ method: 'PUT', url, headers: headers[who], payload });
const priceNotices = async (who: Who) => {
  const response = await portal.app.inject({ method: 'GET', url: '/api/notifications', headers: headers[who] });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { type: string; title: string; text: string; url: string; itemId: string }[]).filter((n) => n.type === 'priceList');
};
const clearPriceNotices = async (who: Who) => {
  const response = await portal.app.inject({ method: 'POST', url: '/api/notifications/clear', headers: headers[who], payload: { type: 'priceList' } });
  expect(response.statusCode, response.body).toBe(200);
};
const priceEvents = async () => {
  const { rows } = await portal.services.pool.query(`SELECT data FROM events WHERE stream_id LIKE '${PRICE_TABLE_STREAM_PREFIX}%' ORDER BY global_position`);
  return rows.map((r) => r.data as { owner: string; removed: boolean; buyers: string[] });
};
/** Waits for the background notifications projection to reach the head. */
const settled = async () => expect(await caughtUp(portal.services, 20_000, { background: true })).toBe(true);
const notified = async () => {
  await settled();
  const who: Who[] = ['admin', 'distributor', 'dealer', 'subdealer'];
  const counts = await Promise.all(who.map(async (w) => [w, (await priceNotices(w)).length] as const));
  await Promise.all(who.map(clearPriceNotices));
  return Object.fromEntries(counts);
};

describe('price list changed', () => {
  it('tells the buyers of the base table: the accounts the house sells to and those whose seller has no table', async () => {
    const dealerSocket = await openLiveSocket(portal.app, tokens.dealer);
    const seen: { event: string; data?: { type: string }[] }[] = [];
    dealerSocket.on('message', (raw) => seen.push(JSON.parse(String(raw))));
    try {
      expect((await put('admin', '/api/credit-price-config/base', table([10, 9.5], [100, 80]))).statusCode).toBe(200);
      const [first] = await priceEvents();
      expect(first).toMatchObject({ owner: 'base', removed: false });
      expect(new Set(first.buyers)).toEqual(new Set([ids.distributor, ids.dealer, ids.subdealer]));
      await settled();
      const [notice] = await priceNotices('dealer');
      expect(notice).toMatchObject({ title: 'Price list changed', text: 'The price list you buy credits at has changed', url: '/order-credit', itemId: 'base' });
      // Pushed live once stored.
      await eventually(async () => seen.some((m) => m.event === 'notify' && m.data?.some((n) => n.type === 'priceList')), 'the live priceList notify');
      expect(await notified()).toEqual({ admin: 0, distributor: 1, dealer: 1, subdealer: 1 });
    } finally {
      dealerSocket.terminate();
    }
  });

  it("a seller's own table tells its children only; the base then no longer concerns them", async () => {
    expect((await put('distributor', `/api/credit-price-config/index/${ids.distributor}`, table([10, 9], [50, 42]))).statusCode).toBe(200);
    expect(await notified()).toEqual({ admin: 0, distributor: 0, dealer: 1, subdealer: 0 });
    expect((await put('admin', '/api/credit-price-config/base', table([10, 9.5], [100, 79]))).statusCode).toBe(200);
    expect(await notified()).toEqual({ admin: 0, distributor: 1, dealer: 0, subdealer: 1 });
  });

  it('saving the same table records nothing; removing one tells its buyers they are back on the base table', async () => {
    const before = (await priceEvents()).length;
    expect((await put('distributor', `/api/credit-price-config/index/${ids.distributor}`, table([10, 9], [50, 42]))).statusCode).toBe(200);
    expect(await priceEvents()).toHaveLength(before);
    expect((await put('distributor', `/api/credit-price-config/index/${ids.distributor}`, table())).statusCode).toBe(200);
    expect((await priceEvents()).at(-1)).toMatchObject({ owner: ids.distributor, removed: true, buyers: [ids.dealer] });
    await settled();
    expect((await priceNotices('dealer'))[0].text).toBe('Your seller removed its price list: you now buy credits at the base price list');
    expect(await notified()).toEqual({ admin: 0, distributor: 0, dealer: 1, subdealer: 0 });
    // Removing a table that is not there records nothing either.
    expect((await put('distributor', `/api/credit-price-config/index/${ids.distributor}`, table())).statusCode).toBe(200);
    expect(await priceEvents()).toHaveLength(before + 1);
  });

  it('a refused table records nothing and tells no one', async () => {
    const before = (await priceEvents()).length;
    expect((await put('admin', '/api/credit-price-config/base', table([10, 10], [10, 9]))).statusCode).toBe(400);
    expect((await put('dealer', `/api/credit-price-config/index/${ids.distributor}`, table([10, 9]))).statusCode).toBe(403);
    expect(await priceEvents()).toHaveLength(before);
    expect(await notified()).toEqual({ admin: 0, distributor: 0, dealer: 0, subdealer: 0 });
  });

  it('an administrator changing who sells to an account or its rights sends it reload-old-notifications, recorded as an account event', async () => {
    const socket = await openLiveSocket(portal.app, tokens.subdealer);
    const seen: string[] = [];
    socket.on('message', (raw) => seen.push(JSON.parse(String(raw)).event));
    try {
      const changed = await put('admin', `/api/users/${ids.subdealer}`, { canBuy: false });
      expect(changed.statusCode, changed.body).toBe(200);
      await eventually(async () => seen.includes('reload-old-notifications'), 'reload-old-notifications');
      const events = await portal.services.store.readStream(accountStream(ids.subdealer));
      expect(events.at(-1)).toMatchObject({ type: 'CreditRightsChanged', data: { userId: ids.subdealer, parentId: ids.dealer, canBuy: false, canSale: false, by: ids.admin } });
      // A change that leaves the credit rights alone records no such event.
      expect((await put('admin', `/api/users/${ids.subdealer}`, { firstName: 'Samuel' })).statusCode).toBe(200);
      expect((await portal.services.store.readStream(accountStream(ids.subdealer))).filter((e) => e.type === 'CreditRightsChanged')).toHaveLength(1);
    } finally {
      socket.terminate();
    }
  });

  it('a rebuilt notifications read model equals the live one', async () => {
    const { store, runner, db, pool } = portal.services;
    await settled();
    await runner.stop();
    const live = await Promise.all(notificationsProjection.tables.map((t) => tableRows(pool, t)));
    await rebuildProjection({ store, db, pool, projection: notificationsProjection });
    expect(await Promise.all(notificationsProjection.tables.map((t) => tableRows(pool, t)))).toEqual(live);
  });
});
