import { deterministicUuid } from '../deterministic-id.js';
import type {
  AssignOrder, ChangeWarrantyStatus, DeliverTunedFiles, GrantWarrantyRefund, OpenWarranty, RecordMoneyMoved, RecordMoneyRefused, RepriceOrder, ResubmitRead,
} from './commands.js';
import { existing, refuse, unitsOf } from './decide.js';
import {
  FILE_REQUIRED, INSUFFICIENT_FUNDS, INVALID_AMOUNT, NO_WARRANTY, NOT_COMPLETED, NOT_DELIVERABLE, NOT_PAID_YET, NOT_REJECTED, NOT_YOUR_ORDER, ORDER_CLOSED,
  ORDER_TAKEN, ORDER_VOID, SAME_PRICE, STATUS_MOVE_NOT_ALLOWED, TUNED_FILE_REQUIRED, TUNED_FILE_UNIT, WARRANTY_MOVE_NOT_ALLOWED, WARRANTY_OPEN,
  WARRANTY_REASON_REQUIRED, WARRANTY_REFUND_TOO_HIGH,
} from './errors.js';
import type { MoneyStep, SoftwareOrderEvent, WarrantyStatus } from './events.js';
import { creationCheck, type BalanceFacts } from './price.js';
import { evolve as evolveMoved, netPaid, pendingRefunds, WORK_STATUSES, type SoftwareOrderState } from './state.js';
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
// - A price changed after the charge: the difference moves (OrderRefundDifference), either way.
// - Warranty refund (WarrantEntity): at most what the dealer paid net.
// - Distributor profit (OrderDistributorProfit): the margin fixed at placement, paid when the order
//   is paid, reversed when what the dealer paid comes back in full; paid again if it pays again.

const idFor = (eventId: string, step: MoneyStep['step']) => deterministicUuid(`software-order-money:${eventId}:${step}`);

const due = (orderId: string, money: MoneyStep, at: string, eventId: string): SoftwareOrderEvent =>
  ({ id: deterministicUuid(`due:${eventId}:${money.step}`), type: 'SoftwareOrderMoneyDue', data: { orderId, money, at } });

const isOpen = (state: SoftwareOrderState) => state.status !== null && !FINAL_STATUSES.includes(state.status);

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

const canPay = (balance: BalanceFacts, amount: number) => creationCheck(balance, { total: amount, onRequest: false }).allowed;

/** The dealer answers a rejection with a corrected read: round n+1, the order opens again and its price is charged again. */
export const resubmit = (c: ResubmitRead, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = live(state);
  if (state.status !== 'Rejected') refuse(422, NOT_REJECTED);
  for (const unit of unitsOf(order.type)) if (!c.files.some((file) => file.unit === unit)) refuse(400, FILE_REQUIRED, { unit });
  const amount = state.price ?? 0;
  if (amount > 0 && !canPay(c.balance, amount)) refuse(402, INSUFFICIENT_FUNDS);
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
  const difference = c.price - from;
  if (difference > 0 && !canPay(c.balance, difference)) refuse(402, INSUFFICIENT_FUNDS);
  const step = difference > 0 ? 'chargeDifference' : 'refundDifference';
  return [
    { id: c.eventId, type: 'SoftwareOrderRepriced', data: { orderId: order.orderId, from, to: c.price, actorId: c.actorId, at: c.at } },
    due(order.orderId, { step, movementId: idFor(c.eventId, step), amount: Math.abs(difference) }, c.at, c.eventId),
  ];
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

/** After a charge: the distributor earns its margin when it holds none of this order's profit. */
export const profitAfterCharge = (state: SoftwareOrderState, eventId: string, at: string): SoftwareOrderEvent[] => {
  const profit = state.order?.profit;
  const amount = profit ? profitOf(state.price ?? 0, profit.percent) : 0;
  if (!profit || amount <= 0 || state.profitHeld > 0 || state.pending.some((m) => m.step === 'payProfit')) return [];
  if (netPaid(state) <= 0) return [];
  return [due(state.order!.orderId, { step: 'payProfit', movementId: idFor(eventId, 'payProfit'), amount, distributorId: profit.distributorId }, at, eventId)];
};

/** After a refund: what the dealer paid came back in full, so the distributor's profit goes back too. */
export const profitAfterRefund = (state: SoftwareOrderState, eventId: string, at: string): SoftwareOrderEvent[] => {
  const profit = state.order?.profit;
  if (!profit || state.profitHeld <= 0 || netPaid(state) > 0 || state.pending.some((m) => m.step === 'reverseProfit')) return [];
  return [due(state.order!.orderId, { step: 'reverseProfit', movementId: idFor(eventId, 'reverseProfit'), amount: state.profitHeld, distributorId: profit.distributorId }, at, eventId)];
};

export const recordMoneyMoved = (c: RecordMoneyMoved, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  const money = state.pending.find((m) => m.movementId === c.movementId);
  if (!money) return [];
  const moved: SoftwareOrderEvent = { id: c.eventId, type: 'SoftwareOrderMoneyMoved', data: { orderId: order.orderId, movementId: c.movementId, money, at: c.at } };
  const after = evolveMoved(state, moved);
  if (money.step === 'chargeResubmission' || money.step === 'chargeDifference') return [moved, ...profitAfterCharge(after, c.eventId, c.at)];
  if (money.step === 'refundDifference' || money.step === 'warrantyRefund') return [moved, ...profitAfterRefund(after, c.eventId, c.at)];
  return [moved];
};

export const recordMoneyRefused = (c: RecordMoneyRefused, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  const money = state.pending.find((m) => m.movementId === c.movementId);
  if (!money) return [];
  return [{ id: c.eventId, type: 'SoftwareOrderMoneyRefused', data: { orderId: order.orderId, movementId: c.movementId, money, code: c.code, message: c.message, at: c.at } }];
};
