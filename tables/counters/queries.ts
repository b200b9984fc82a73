import { sql, type Kysely } from 'kysely';
import type { CreditOrderStatus } from '../../events/creditOrders/events.js';
import type { NewProductStatus } from '../../events/catalogue/new-products.js';
import type { OrderStatus } from '../../events/softwareOrders/statuses.js';
import { ALL_ORDERS } from '../../projections/softwareOrders/projection.js';
import type { Database } from '../../database/schema.js';

// The administrator's sidebar counters (spec sections 2, 3 and 6: user/get-counter-menu), each a
// count over the read model that owns it: the whole Counter data of section 3.
// - totalNewCustomOrder and totalNewVehicle: custom orders and a "new vehicle" mark do not exist
//   yet; they stay 0 until those features bring a read model (named below), never a guess.
// - totalNewOrder is software plus custom orders in status New (spec section 2).

export type MenuCounters = {
  totalNewOrder: number;
  totalNewCustomOrder: number;
  totalNewUser: number;
  totalNewTicket: number;
  totalNewProduct: number;
  totalNewPaymentClientConfirm: number;
  totalNewVehicle: number;
  totalOrderWaitingResponse: number;
};

const NEW_PRODUCT: NewProductStatus = 'New';
/** The buyer says it has paid; the seller (or an administrator) has not confirmed the money yet. */
const PAID_BY_CUSTOMER: CreditOrderStatus = 'Payment confirmed customer';
const NEW_ORDER: OrderStatus = 'New';
/** "Response required": the calibrator waits for the dealer's answer. */
const WAITING_RESPONSE: OrderStatus = 'Waiting for response';

/** Every software order in a status: the kept counts of the staff's nil-uuid account (projections/softwareOrders). */
const softwareOrdersIn = (db: Kysely<Database>, status: OrderStatus) =>
  db.selectFrom('software_order_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), sql<string>`0`).as('n'))
    .where('account_id', '=', ALL_ORDERS).where('status', '=', status).executeTakeFirstOrThrow();

/** Custom orders in status New: no custom orders exist yet (spec section 7 reserves newCustomOrder). */
const newCustomOrders = async (): Promise<number> => 0;
/** Vehicles marked new: no feature marks them yet. */
const newVehicles = async (): Promise<number> => 0;

export const menuCounters = async (db: Kysely<Database>): Promise<MenuCounters> => {
  const [users, products, payments, tickets, newOrders, waiting, customOrders, vehicles] = await Promise.all([
    // "New users" are the accounts waiting for an administrator: registered under review (a
    // sub-dealer naming a dealer) and not switched off. Self-registered dealers need no one's
    // approval once their email is confirmed, so they are not counted.
    db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('under_review', '=', true).where('active', '=', true).executeTakeFirstOrThrow(),
    db.selectFrom('new_products').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', NEW_PRODUCT).executeTakeFirstOrThrow(),
    db.selectFrom('credit_orders').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', PAID_BY_CUSTOMER).executeTakeFirstOrThrow(),
    // New tickets: opened and not yet taken by an agent (projections/menuCounters, from the ticket events).
    db.selectFrom('menu_counter_tickets').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('agent_id', 'is', null).executeTakeFirstOrThrow(),
    softwareOrdersIn(db, NEW_ORDER),
    softwareOrdersIn(db, WAITING_RESPONSE),
    newCustomOrders(),
    newVehicles(),
  ]);
  return {
    totalNewOrder: Number(newOrders.n) + customOrders,
    totalNewCustomOrder: customOrders,
    totalNewUser: Number(users.n),
    totalNewTicket: Number(tickets.n),
    totalNewProduct: Number(products.n),
    totalNewPaymentClientConfirm: Number(payments.n),
    totalNewVehicle: vehicles,
    totalOrderWaitingResponse: Number(waiting.n),
  };
};
