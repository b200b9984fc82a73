import { utcDay } from '../../events/reports/periods.js';
import { gearboxFamily } from '../../events/reports/figures.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import type { Movement } from '../../events/credit/events.js';
import type { SoftwareOrderEvent } from '../../events/softwareOrders/events.js';
import type { CreditOrderEvent } from '../../events/creditOrders/events.js';
import type { LastBucket } from './account-days.js';
import type { ReportOrdersTable } from './table.js';

// The in-memory half of the reports fold: a batch of events becomes deltas of daily buckets
// (summed into the tables by one statement each) and the changed fold state of orders.

/** The status of the "paid" fact: an order counts once, on the day its price was charged. */
export const PAID = '*';

export type AccountDay = { received: number; used: number; creditsIn: number; creditsInCount: number; software: number; movements: number; balance: number };
export type OrderDay = { price: number; orders: number; warranties: number };
export type RevenueDay = { credits: number; price: number; orders: number };

const bump = <T>(map: Map<string, T>, key: string, empty: () => T, change: (value: T) => void) => {
  let value = map.get(key);
  if (!value) map.set(key, (value = empty()));
  change(value);
};

export class Buckets {
  readonly accountDays = new Map<string, AccountDay>();
  readonly orderDays = new Map<string, OrderDay>();
  readonly revenueDays = new Map<string, RevenueDay>();
  /** Each account's latest bucket day so far: a movement is never bucketed before it. */
  private readonly latestDay = new Map<string, string>();
  /** Orders and credit orders touched by the batch, and the last bucket of each account it moves, preloaded by the caller. */
  constructor(
    readonly orders: Map<string, ReportOrdersTable>, readonly creditOrders: Map<string, { seller_id: string; price_cents: number }>,
    readonly lastBuckets: Map<string, LastBucket> = new Map(),
  ) {}

  /**
   * An account's buckets follow the journal: a movement recorded after one of a later day (a
   * request's time taken before another's append, a charge finished after a crash with its order's
   * time) counts on that later day, so each bucket's closing balance and running totals hold and
   * the buckets' ranges never overlap.
   */
  private dayFor(account: string, at: string) {
    const latest = this.latestDay.get(account) ?? this.lastBuckets.get(account)?.day;
    const day = latest !== undefined && latest > utcDay(at) ? latest : utcDay(at);
    this.latestDay.set(account, day);
    return day;
  }

  movement(m: Movement) {
    const side = (account: string, incoming: boolean, balance: number) =>
      bump(this.accountDays, `${account}|${this.dayFor(account, m.at)}`, () => ({ received: 0, used: 0, creditsIn: 0, creditsInCount: 0, software: 0, movements: 0, balance: 0 }), (d) => {
        if (incoming) d.received += m.amount;
        else d.used += m.amount;
        if (incoming && m.group === 'Credits') {
          d.creditsIn += m.amount;
          d.creditsInCount += 1;
        }
        // Net software spending: charges out, refunds of software back in.
        if (m.group === 'Software') d.software += incoming ? -m.amount : m.amount;
        d.movements += 1;
        // Events come in journal order, so the last one seen is the day's closing balance.
        d.balance = balance;
      });
    side(m.from, false, m.fromBalanceAfter);
    side(m.to, true, m.toBalanceAfter);
  }

  private orderFact(order: ReportOrdersTable, at: string, status: string, change: (d: OrderDay) => void) {
    const key = [order.dealer_id, utcDay(at), order.type, order.stage, order.gearbox, status].join('|');
    bump(this.orderDays, key, () => ({ price: 0, orders: 0, warranties: 0 }), change);
  }

  softwareOrder(event: SoftwareOrderEvent) {
    if (event.type === 'SoftwareOrderPlaced') {
      const d = event.data;
      this.orders.set(d.orderId, { order_id: d.orderId, dealer_id: d.dealerId, type: d.type, stage: d.stage, gearbox: gearboxFamily(d.vehicle.gearbox) ?? '', price_cents: 0, paid: false });
      return;
    }
    const order = this.orders.get(event.data.orderId);
    if (!order) return;
    const count = (d: OrderDay) => { d.price += order.price_cents; d.orders += 1; };
    switch (event.type) {
      case 'SoftwareOrderCharged':
        if (order.paid) return;
        order.paid = true;
        order.price_cents = event.data.amount;
        this.orderFact(order, event.data.at, PAID, count);
        // A paid order enters the reports in New: before its payment it was not sold.
        this.orderFact(order, event.data.at, 'New', count);
        return;
      case 'SoftwareOrderStatusChanged':
        if (order.paid) this.orderFact(order, event.data.at, event.data.to, count);
        return;
      case 'SoftwareOrderRepriced':
        order.price_cents = event.data.to;
        return;
      case 'WarrantyOpened':
        if (order.paid) this.orderFact(order, event.data.at, PAID, (d) => { d.warranties += 1; });
        return;
      default:
        return;
    }
  }

  creditOrder(event: CreditOrderEvent) {
    switch (event.type) {
      case 'CreditOrderPlaced':
      case 'CreditOrderOffered':
      case 'CreditOrderTermsChanged':
        this.creditOrders.set(event.data.orderId, { seller_id: event.data.sellerId, price_cents: event.data.price });
        return;
      case 'PaymentConfirmed': {
        const paid = event.data;
        // Revenue is what the house sold: a distributor's sale to its dealer moves credits, not money to the business.
        if (paid.sellerId !== HOUSE_ACCOUNT) return;
        const price = this.creditOrders.get(paid.orderId)?.price_cents ?? 0;
        bump(this.revenueDays, `${paid.buyerId}|${utcDay(paid.at)}`, () => ({ credits: 0, price: 0, orders: 0 }), (d) => {
          d.credits += paid.credits;
          d.price += price;
          d.orders += 1;
        });
        return;
      }
      default:
        return;
    }
  }
}
