import type { Kysely } from 'kysely';
import type { CreditOrderStatus } from '../../events/creditOrders/events.js';
import type { NewProductStatus } from '../../events/catalogue/new-products.js';
import type { Database } from '../../database/schema.js';

// The administrator's sidebar counters (spec sections 2, 3 and 6: user/get-counter-menu), each a
// count over the read model that owns it. Orders, custom orders, tickets and vehicles join here
// with their features; until then they are absent rather than a misleading zero.

export type MenuCounters = { totalNewUser: number; totalNewProduct: number; totalNewPaymentClientConfirm: number };

const NEW_PRODUCT: NewProductStatus = 'New';
/** The buyer says it has paid; the seller (or an administrator) has not confirmed the money yet. */
const PAID_BY_CUSTOMER: CreditOrderStatus = 'Payment confirmed customer';

export const menuCounters = async (db: Kysely<Database>): Promise<MenuCounters> => {
  const [users, products, payments] = await Promise.all([
    // "New users" are the accounts waiting for an administrator: registered under review (a
    // sub-dealer naming a dealer) and not switched off. Self-registered dealers need no one's
    // approval once their email is confirmed, so they are not counted.
    db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('under_review', '=', true).where('active', '=', true).executeTakeFirstOrThrow(),
    db.selectFrom('new_products').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', NEW_PRODUCT).executeTakeFirstOrThrow(),
    db.selectFrom('credit_orders').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', PAID_BY_CUSTOMER).executeTakeFirstOrThrow(),
  ]);
  return { totalNewUser: Number(users.n), totalNewProduct: Number(products.n), totalNewPaymentClientConfirm: Number(payments.n) };
};
