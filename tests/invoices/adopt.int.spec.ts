import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adoptLegacyInvoices } from '../../api/services/invoices/adopt.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { invoicesProjection } from '../../projections/invoices/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { usePortal } from '../support/use-portal.js';
import { paidOrder } from './support.js';

// A store written by a version that printed invoices straight from PaymentConfirmed has invoice
// rows but no InvoiceIssued events: each is recorded once as printed, so a rebuild keeps it.

const { portal } = usePortal([]);

describe('invoices printed before InvoiceIssued existed', () => {
  it('are recorded once from their rows and survive a rebuild as printed', async () => {
    const { db, pool, store, runner } = portal.services;
    const dealer = await db.selectFrom('users').select('id').where('email', '=', 'dealer@demo.test').executeTakeFirstOrThrow();
    await paidOrder(portal, { buyerId: dealer.id, sellerId: HOUSE_ACCOUNT, credits: 1_000, price: 900 });
    // The old projection's row: an invoice the event store knows nothing about.
    const legacy = {
      id: randomUUID(), number: 'OLD000007', prefix: 'OLD', sequence: 7, order_id: randomUUID(), event_id: randomUUID(), buyer_id: dealer.id, seller_id: HOUSE_ACCOUNT,
      buyer: JSON.stringify({ id: dealer.id, name: 'Dana as printed', email: null, country: null, address: null, vatId: null }),
      seller: JSON.stringify({ id: HOUSE_ACCOUNT, name: 'Old House B.V.', email: null, country: null, address: null, vatId: null }),
      credits: 500, price: 450, fee_percent: 0, fee: 0, total: 450, currency: 'EUR', vat_percent: 0, vat: 0, payment_method: 'bank_transfer', description: null,
      payment_details: JSON.stringify([{ name: 'Bank', details: 'IBAN OLD' }]), notes: JSON.stringify(['Old note']),
      ordered_at: new Date('2025-01-02T10:00:00.000Z'), issued_at: new Date('2025-01-03T10:00:00.000Z'),
    };
    await db.insertInto('invoices').values(legacy).execute();
    const snapshot = () => db.selectFrom('invoices').selectAll().orderBy('number').execute();
    const live = await snapshot();

    const first = await adoptLegacyInvoices(db, store);
    expect(first.adopted).toBe(1);
    expect((await adoptLegacyInvoices(db, store)).adopted).toBe(0);
    await runner.waitFor(first.position!);
    await runner.stop();
    await rebuildProjection({ store, db, pool, projection: invoicesProjection });
    expect(await snapshot()).toEqual(live);
  });
});
