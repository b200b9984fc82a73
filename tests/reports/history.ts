import { randomUUID } from 'node:crypto';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import type { LedgerCommand } from '../../events/credit/commands.js';
import { creditOrderStream, type CreditOrderEventData } from '../../events/creditOrders/events.js';
import { softwareOrderStream, type SoftwareOrderPlacedData } from '../../events/softwareOrders/events.js';
import type { OrderStatus } from '../../events/softwareOrders/statuses.js';
import type { OrderType } from '../../events/constants.js';
import { deliverCredits } from '../../api/routes/creditOrders/handle.js';
import type { TestPortal } from '../support/app.js';

// A dated history for the reports, written the way the features write it: movements through the
// ledger service (which keeps the balances), credit orders and software orders as whole events on
// their streams with their ledger step, so every figure of tests/reports can be checked by hand.

const cents = (credits: number) => Math.round(credits * 100);
const at = (day: string, hour = 10) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export const history = (portal: TestPortal, adminId: string, parents: Record<string, string | null>) => {
  const { store, ledger } = portal.services;
  const move = async (command: LedgerCommand) => (await ledger.handle(command)).position;
  const base = (credits: number, day: string, actorId: string) =>
    ({ movementId: randomUUID(), amount: cents(credits), idempotencyKey: null, actor: { id: actorId, isAdmin: actorId === adminId }, at: at(day) });
  const append = async (stream: string, events: { type: string; data: object }[]) =>
    (await store.appendToStream(stream, events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data as never })))).position;
  return {
    /** The house (as the Admin) or a parent gives credits to `to`. */
    transfer: (day: string, from: string, to: string, credits: number) =>
      move({ type: 'TransferCredits', ...base(credits, day, from === HOUSE_ACCOUNT ? adminId : from), from, to, description: null, toParentId: parents[to] ?? null, fromCanSale: true }),
    refund: (day: string, to: string, credits: number, orderId: string) =>
      move({ type: 'RefundSoftware', ...base(credits, day, adminId), to, orderId, kind: 'RefundEntity' }),
    /** A credit order placed and confirmed on `day`, credited as the confirm route does. */
    buy: async (day: string, o: { buyerId: string; sellerId?: string; credits: number; price: number }) => {
      const orderId = randomUUID();
      const sellerId = o.sellerId ?? HOUSE_ACCOUNT;
      const confirmed: CreditOrderEventData['PaymentConfirmed'] = { orderId, buyerId: o.buyerId, sellerId, credits: cents(o.credits), movementId: randomUUID(), actorId: adminId, at: at(day, 8) };
      await append(creditOrderStream(orderId), [
        { type: 'CreditOrderPlaced', data: {
          orderId, buyerId: o.buyerId, sellerId, credits: cents(o.credits), price: cents(o.price), paymentMethod: 'bank_transfer', feePercent: 0, fee: 0,
          total: cents(o.price), description: null, actorId: o.buyerId, at: at(day, 8),
        } },
        { type: 'PaymentConfirmed', data: confirmed },
      ]);
      return (await deliverCredits(portal.services, confirmed)).position;
    },
    /** A software order placed on `day`: paid (charged on the ledger) or refused; then its status `moves` and a warranty case. */
    order: async (day: string, o: { dealerId: string; type: OrderType; stage: string; gearbox: string | null; price: number; paid: boolean; moves?: [string, OrderStatus][]; warranty?: string }) => {
      const orderId = randomUUID();
      const movementId = randomUUID();
      const placed: SoftwareOrderPlacedData = {
        orderId, publicId: randomUUID(), dealerId: o.dealerId, dealerChain: [o.dealerId], dealerName: 'x', placedById: o.dealerId, kind: 'OrderSoftwareEntity',
        type: o.type, stage: o.stage, vin: null,
        vehicle: { id: randomUUID(), make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI', engineFamily: 'EA288', gearbox: o.gearbox, figures: { stockPower: null, stockTorque: null, power: null, torque: null } },
        files: [], options: [], dsgHardware: null, urgency: '*', coupon: null, note: null,
        quote: { lines: [], total: cents(o.price), onRequest: false }, idempotencyKey: null, at: at(day, 9),
      };
      if (o.paid) await move({ type: 'ChargeSoftware', ...base(o.price, day, o.dealerId), movementId, from: o.dealerId, orderId, kind: 'OrderSoftwareEntity' });
      const events: { type: string; data: object }[] = [{ type: 'SoftwareOrderPlaced', data: placed }];
      events.push(o.paid
        ? { type: 'SoftwareOrderCharged', data: { orderId, movementId, amount: cents(o.price), at: at(day, 10) } }
        : { type: 'SoftwareOrderPaymentRefused', data: { orderId, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds', at: at(day, 10) } });
      let from: OrderStatus = 'New';
      for (const [when, to] of o.moves ?? []) {
        events.push({ type: 'SoftwareOrderStatusChanged', data: { orderId, from, to, actorId: adminId, note: null, at: at(when, 11) } });
        from = to;
      }
      if (o.warranty) events.push({ type: 'WarrantyOpened', data: { orderId, reason: 'x', actorId: adminId, at: at(o.warranty, 12) } });
      return { orderId, position: await append(softwareOrderStream(orderId), events) };
    },
    /** A later status move (a cancellation's refund follows at once, dated today, as the route does). */
    status: (day: string, orderId: string, from: OrderStatus, to: OrderStatus) =>
      append(softwareOrderStream(orderId), [{ type: 'SoftwareOrderStatusChanged', data: { orderId, from, to, actorId: adminId, note: null, at: at(day, 11) } }]),
  };
};
