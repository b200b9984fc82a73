import { deterministicUuid } from '../deterministic-id.js';
import type {
  AssignOrder, ChangeWarrantyStatus, DeliverTunedFiles, GrantWarrantyRefund, OpenWarranty, RecordMoneyMoved, RecordMoneyRefused, RepriceOrder, ResubmitRead,
} from './commands.js';
import { existing, refuse, unitsOf } from './decide.js';
import {
  FILE_REQUIRED, INVALID_AMOUNT, NO_WARRANTY, NOT_COMPLETED, NOT_DELIVERABLE, NOT_PAID_YET, NOT_REJECTED, NOT_YOUR_ORDER, ORDER_CLOSED, REFUND_PENDING,
  ORDER_TAKEN, ORDER_VOID, SAME_PRICE, STATUS_MOVE_NOT_ALLOWED, TUNED_FILE_REQUIRED, TUNED_FILE_UNIT, WARRANTY_MOVE_NOT_ALLOWED, WARRANTY_OPEN,
  WARRANTY_REASON_REQUIRED, WARRANTY_REFUND_TOO_HIGH,
} from './errors.js';
import type { MoneyStep, SoftwareOrderEvent, WarrantyStatus } from './events.js';
import { creationRefusal, type BalanceFacts } from '../credit/order-rule.js';
import { priceChange } from './price-change.js';
import { evolve as evolveMoved, netPaid, pendingRefunds, refundDue, WORK_STATUSES, type SoftwareOrderState } from './state.js';
import { FINAL_STATUSES, mayMove, STATUS_DISPLAY_NAMES, type OrderStatus } from './statuses.js';

// The calibrators' half of an order's life (issue 10): assignment, delivery of tuned versions, a
// rejection answered with a corrected read, repricing after the sale, warranty and the
// distributor's profit. Money is never moved here: a decision makes a step due
// (SoftwareOrderMoneyDue, its movement id derived from the event that made it due) and the settle
// step (api/routes/softwareOrders/settle.ts) moves it once and records the outcome.
//
// Our reading of the money rules (docs/architecture.md "Software orders: after the sale"):
// - Cancel or reject: the dealer gets back all it paid net (RefundEntity, settle.ts refund step).
// - A corrected read answers a rejection on the same order: the order opens again at its price and
//   the dealer pays it again (the rejection gave it back), so over the order's life it pays once.
// - A price changed after the charge: the difference moves (OrderRefundDifference), either way; a
//   lower price gives back at most what the dealer still has paid net (price-change.ts).
// - Warranty refund (WarrantEntity): at most what the dealer paid net.
// - Distributor profit (OrderDistributorProfit): the margin fixed at placement on the order's price,
//   paid when the order is paid, reversed when what the dealer paid comes back in full, paid again if
//   it pays again; a new price moves it by the difference (down: the excess back; up: the extra).

const idFor = (eventId: string, step: MoneyStep['step']) => deterministicUuid(`software-order-money:${eventId}:${step}`);

const due = (orderId: string, money: MoneyStep, at: string, eventId: string): SoftwareOrderEvent =>
  ({ id: deterministicUuid(`due:${eventId}:${money.step}`), type: 'SoftwareOrderMoneyDue', data: { orderId, money, at } });

/** Not yet in a final status: work, prices and charges may still change it. */
export const isOpen = (state: SoftwareOrderState) => state.status !== null && !FINAL_STATUSES.includes(state.status);

const live = (state: SoftwareOrderState) => {
  const order = existing(state);
  if (state.payment === 'void') refuse(404, ORDER_VOID);
  return order;
};

export const assign = (c: AssignOrder, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = live(state);
  if (!isOpen(state) || state.status === 'Completed') refuse(422, ORDER_CLOSED);
  if (state.calibratorId === c.calibratorId) return [];
  if (c.take && state.calibratorId !== null) refuse(409, ORDER_TAKEN);
  return [{
    id: c.eventId, type: 'SoftwareOrderAssigned',
    data: { orderId: order.orderId, calibratorId: c.calibratorId, calibratorName: c.calibratorName, previousCalibratorId: state.calibratorId, actorId: c.actorId, at: c.at },
  }];
};

/** A numbered version of tuned files; the order moves to "Tune Supplied" (Waiting on feedback). */
export const deliver = (c: DeliverTunedFiles, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = live(state);
  if (state.payment !== 'paid') refuse(422, NOT_PAID_YET);
  if (!(WORK_STATUSES as readonly string[]).includes(state.status!)) refuse(422, NOT_DELIVERABLE, { status: STATUS_DISPLAY_NAMES[state.status!] });
  if (!c.isAdmin && state.calibratorId !== c.actorId) refuse(409, NOT_YOUR_ORDER);
  if (c.files.length === 0) refuse(400, TUNED_FILE_REQUIRED);
  const units = unitsOf(order.type);
  for (const file of c.files) if (!units.includes(file.unit)) refuse(400, TUNED_FILE_UNIT, { unit: file.unit });
  const version = state.versions + 1;
  const events: SoftwareOrderEvent[] = [{
    id: c.eventId, type: 'TunedFileDelivered',
    data: { orderId: order.orderId, version, files: c.files, note: c.note?.trim() || null, calibratorId: c.actorId, at: c.at },
  }];
  const to: OrderStatus = 'Waiting on feedback';
  if (state.status !== to) {
    events.push({
      id: deterministicUuid(`delivered-status:${c.eventId}`), type: 'SoftwareOrderStatusChanged',
      data: { orderId: order.orderId, from: state.status!, to, actorId: c.actorId, note: `Version ${version} delivered`, at: c.at },
    });
  }
  return events;
};

/** A charge after the sale is refused by the same rule, with the same reason, as the ledger will refuse it. */
const refuseUnpayable = (balance: BalanceFacts, amount: number) => {
  const refusal = amount > 0 ? creationRefusal(balance, { total: amount, onRequest: false }) : null;
  if (refusal) refuse(402, refusal);
};

/** The dealer answers a rejection with a corrected read: round n+1, the order opens again and its price is charged again. */
export const resubmit = (c: ResubmitRead, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = live(state);
  if (state.status !== 'Rejected') refuse(422, NOT_REJECTED);
  // The rejection's refund is owed while the status says Rejected; once the order opens again
  // nothing would owe it, so the dealer would pay the round twice.
  if (refundDue(state) > 0) refuse(409, REFUND_PENDING);
  for (const unit of unitsOf(order.type)) if (!c.files.some((file) => file.unit === unit)) refuse(400, FILE_REQUIRED, { unit });
  const amount = state.price ?? 0;
  refuseUnpayable(c.balance, amount);
  const round = state.round + 1;
  const events: SoftwareOrderEvent[] = [{
    id: c.eventId, type: 'SoftwareOrderResubmitted',
    data: { orderId: order.orderId, round, files: c.files, note: c.note?.trim() || null, actorId: c.actorId, at: c.at },
  }];
  if (amount > 0) events.push(due(order.orderId, { step: 'chargeResubmission', movementId: idFor(c.eventId, 'chargeResubmission'), amount }, c.at, c.eventId));
  return events;
};

/** An Admin's new price for a paid order: the difference is charged or refunded. */
export const reprice = (c: RepriceOrder, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = live(state);
  if (state.payment !== 'paid') refuse(422, NOT_PAID_YET);
  if (!isOpen(state)) refuse(422, ORDER_CLOSED);
  if (!Number.isSafeInteger(c.price) || c.price <= 0) refuse(400, INVALID_AMOUNT);
  const from = state.price ?? 0;
  if (c.price === from) refuse(422, SAME_PRICE);
  const { step, amount } = priceChange(from, c.price, netPaid(state) - pendingRefunds(state));
  if (step === 'chargeDifference') refuseUnpayable(c.balance, amount);
  const repriced: SoftwareOrderEvent = { id: c.eventId, type: 'SoftwareOrderRepriced', data: { orderId: order.orderId, from, to: c.price, actorId: c.actorId, at: c.at } };
  // Nothing left to give back: the profit follows the new price at once.
  if (amount <= 0) return [repriced, ...profitDue(evolveMoved(state, repriced), c.eventId, c.at)];
  return [repriced, due(order.orderId, { step, movementId: idFor(c.eventId, step), amount }, c.at, c.eventId)];
};

export const openWarranty = (c: OpenWarranty, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = live(state);
  if (state.warranty && state.warranty.status !== 'Closed') refuse(422, WARRANTY_OPEN);
  if (state.status !== 'Completed') refuse(422, NOT_COMPLETED);
  if (!mayMove('Completed', 'Warranty', c.mover)) refuse(422, STATUS_MOVE_NOT_ALLOWED, { from: STATUS_DISPLAY_NAMES.Completed, to: STATUS_DISPLAY_NAMES.Warranty });
  const reason = c.reason.trim();
  if (!reason) refuse(400, WARRANTY_REASON_REQUIRED);
  return [
    { id: c.eventId, type: 'WarrantyOpened', data: { orderId: order.orderId, reason, actorId: c.actorId, at: c.at } },
    {
      id: deterministicUuid(`warranty-status:${c.eventId}`), type: 'SoftwareOrderStatusChanged',
      data: { orderId: order.orderId, from: 'Completed', to: 'Warranty', actorId: c.actorId, note: reason, at: c.at },
    },
  ];
};

const WARRANTY_MOVES: Record<WarrantyStatus, WarrantyStatus[]> = { NEW: ['In process', 'Closed'], 'In process': ['Closed'], Closed: [] };

/** Admin or the order's calibrator; closing the case completes an order still in Warranty. */
export const changeWarrantyStatus = (c: ChangeWarrantyStatus, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = live(state);
  if (!state.warranty) refuse(404, NO_WARRANTY);
  if (c.mover === 'Owner') refuse(422, WARRANTY_MOVE_NOT_ALLOWED, { from: state.warranty!.status, to: c.to });
  if (c.mover === 'Calibrator' && state.calibratorId !== c.actorId) refuse(409, NOT_YOUR_ORDER);
  const from = state.warranty!.status;
  if (from === c.to) return [];
  if (!WARRANTY_MOVES[from].includes(c.to)) refuse(422, WARRANTY_MOVE_NOT_ALLOWED, { from, to: c.to });
  const events: SoftwareOrderEvent[] = [{ id: c.eventId, type: 'WarrantyStatusChanged', data: { orderId: order.orderId, from, to: c.to, actorId: c.actorId, at: c.at } }];
  if (c.to === 'Closed' && state.status === 'Warranty') {
    events.push({
      id: deterministicUuid(`warranty-closed:${c.eventId}`), type: 'SoftwareOrderStatusChanged',
      data: { orderId: order.orderId, from: 'Warranty', to: 'Completed', actorId: c.actorId, note: null, at: c.at },
    });
  }
  return events;
};

/** An Admin gives credits back under warranty (WarrantEntity): at most what the dealer paid net, pending refunds counted. */
export const grantWarrantyRefund = (c: GrantWarrantyRefund, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = live(state);
  if (!state.warranty) refuse(404, NO_WARRANTY);
  if (!Number.isSafeInteger(c.amount) || c.amount <= 0) refuse(400, INVALID_AMOUNT);
  const max = netPaid(state) - pendingRefunds(state);
  if (c.amount > max) refuse(422, WARRANTY_REFUND_TOO_HIGH, { max: (Math.max(0, max) / 100).toFixed(2) });
  const events: SoftwareOrderEvent[] = [
    { id: c.eventId, type: 'WarrantyRefundGranted', data: { orderId: order.orderId, amount: c.amount, actorId: c.actorId, at: c.at } },
    due(order.orderId, { step: 'warrantyRefund', movementId: idFor(c.eventId, 'warrantyRefund'), amount: c.amount }, c.at, c.eventId),
  ];
  return events;
};

/** The distributor's margin on a price, whole cents. */
export const profitOf = (price: number, percent: number) => Math.round((price * percent) / 100);

/**
 * What the distributor should hold of this order's profit: its margin on the order's price while the
 * dealer has paid for it, nothing once all it paid came back. A charge, a refund or a new price moves
 * the profit to it, by the difference, so the profit follows the price either way and only once.
 */
export const profitTarget = (state: SoftwareOrderState): number => {
  const profit = state.order?.profit;
  if (!profit || netPaid(state) <= 0) return 0;
  // A raise not charged yet may still be refused (and undone): until it is charged, the old price counts.
  const uncharged = state.pending.reduce((sum, m) => (m.step === 'chargeDifference' ? sum + m.amount : sum), 0);
  return profitOf((state.price ?? 0) - uncharged, profit.percent);
};

/** The profit step (paid or taken back) that brings what the distributor holds, and is due to hold, to the target. */
export const profitDue = (state: SoftwareOrderState, eventId: string, at: string): SoftwareOrderEvent[] => {
  const profit = state.order?.profit;
  if (!profit) return [];
  const alreadyDue = state.pending.reduce((sum, m) => (m.step === 'payProfit' ? sum + m.amount : m.step === 'reverseProfit' ? sum - m.amount : sum), 0);
  const difference = profitTarget(state) - state.profitHeld - alreadyDue;
  if (difference === 0) return [];
  const step = difference > 0 ? 'payProfit' : 'reverseProfit';
  return [due(state.order!.orderId, { step, movementId: idFor(eventId, step), amount: Math.abs(difference), distributorId: profit.distributorId }, at, eventId)];
};

export const recordMoneyMoved = (c: RecordMoneyMoved, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  const money = state.pending.find((m) => m.movementId === c.movementId);
  if (!money) return [];
  const moved: SoftwareOrderEvent = { id: c.eventId, type: 'SoftwareOrderMoneyMoved', data: { orderId: order.orderId, movementId: c.movementId, money, at: c.at } };
  if (money.step === 'payProfit' || money.step === 'reverseProfit') return [moved];
  // What the dealer paid changed: the profit follows.
  return [moved, ...profitDue(evolveMoved(state, moved), c.eventId, c.at)];
};

export const recordMoneyRefused = (c: RecordMoneyRefused, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  const money = state.pending.find((m) => m.movementId === c.movementId);
  if (!money) return [];
  return [{ id: c.eventId, type: 'SoftwareOrderMoneyRefused', data: { orderId: order.orderId, movementId: c.movementId, money, code: c.code, message: c.message, at: c.at } }];
};
