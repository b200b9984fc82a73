import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { invoicesProjection } from '../../projections/invoices/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { usePortal } from '../support/use-portal.js';
import { confirmPayment, placeOrder } from './support.js';

const { portal } = usePortal([]);

describe('invoices projection rebuild', () => {
  it('gives every order the same invoice, number and id again, row for row', async () => {
    const { db, pool, store, runner } = portal.services;
    const users = await db.selectFrom('users').select('id').execute();
    const token = await portal.login('admin@demo.test');
    const orders = await Promise.all(users.map((u, i) => placeOrder(portal, { buyerId: u.id, sellerId: HOUSE_ACCOUNT, credits: 1_000 * (i + 1), price: 900 * (i + 1) })));
    await Promise.all(orders.slice(0, 3).map((o) => confirmPayment(portal, o.terms)));
    await portal.app.inject({ method: 'POST', url: '/api/invoice-numeration/save', payload: { prefix: 'R', numberLength: 7, nextNumber: 50 }, headers: portal.auth(token) });
    for (const o of orders.slice(3)) await confirmPayment(portal, o.terms);

    const snapshot = () => db.selectFrom('invoices').selectAll().orderBy('number').execute();
    const live = await snapshot();
    expect(live).toHaveLength(users.length);
    expect(live.filter((i) => i.prefix === 'R').map((i) => i.number)).toEqual(Array.from({ length: users.length - 3 }, (_, i) => `R${String(50 + i).padStart(7, '0')}`));
    const sequence = await db.selectFrom('invoice_sequence').selectAll().execute();

    await runner.stop();
    await rebuildProjection({ store, db, pool, projection: invoicesProjection });
    expect(await snapshot()).toEqual(live);
    expect(await db.selectFrom('invoice_sequence').selectAll().execute()).toEqual(sequence);
  });
});
