import type { Decider } from '../command/handle-command.js';
import { ORDER_TYPE_SECTION } from '../constants.js';
import { dsgHardwareProblem } from '../catalogue/dsg-hardware.js';
import { isOrderStage } from '../catalogue/stages.js';
import { Refusal, type Problem, type ProblemParams } from '../problem.js';
import type { ChangeOrderStatus, PlaceSoftwareOrder, RecordCharge, RecordPaymentRefused, RecordRefund, SetOrderPrice, SoftwareOrderCommand } from './commands.js';
import {
  ALREADY_PRICED, INVALID_AMOUNT, FILE_REQUIRED, HARDWARE_REQUIRED, INVOICE_NUMBER_INVALID, NOT_ON_REQUEST,
  ORDER_CLOSED, ORDER_EXISTS, ORDER_NOT_FOUND, REJECTION_REASON_REQUIRED, SECTION_NOT_ALLOWED, WRONG_STAGE,
} from './errors.js';
import type { SoftwareOrderEvent, SoftwareOrderPlacedData } from './events.js';
import { creationRefusal } from '../credit/order-rule.js';
import { evolve, initialSoftwareOrder, refundDue, type SoftwareOrderState } from './state.js';
import { statusChangeRefusal } from './statusChange.js';
import { assign, changeWarrantyStatus, isOpen, deliver, grantWarrantyRefund, openWarranty, profitDue, recordMoneyMoved, recordMoneyRefused, reprice, resubmit } from './work.js';
import { decideByType } from '../decide-by-type.js';

export const refuse = (status: 400 | 402 | 404 | 409 | 422, refused: Problem, params?: ProblemParams): never => {
  throw new Refusal(status, refused, params);
};

/** The units an order type tunes, each needing its original read: ECU for ECU, TCU for DSG, both for the combo. */
export const unitsOf = (type: SoftwareOrderPlacedData['type']): ('ECU' | 'TCU')[] => (type === 'ECU' ? ['ECU'] : type === 'DSG' ? ['TCU'] : ['ECU', 'TCU']);

const place = (c: PlaceSoftwareOrder, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  if (state.order) refuse(409, ORDER_EXISTS);
  const order = c.order;
  if (!c.sectionAllowed) refuse(422, SECTION_NOT_ALLOWED, { section: ORDER_TYPE_SECTION[order.type] });
  if (!isOrderStage(order.type, order.stage)) refuse(400, WRONG_STAGE, { stage: order.stage });
  // Each unit tuned needs its original read: ECU for ECU, TCU for DSG, both for the combo.
  for (const unit of unitsOf(order.type)) if (!order.files.some((file) => file.unit === unit)) refuse(400, FILE_REQUIRED, { unit });
  if (order.type !== 'ECU') {
    if (!order.dsgHardware) refuse(400, HARDWARE_REQUIRED);
    const problem = dsgHardwareProblem(order.dsgHardware!.choice, order.dsgHardware!.invoiceNumber);
    if (problem) refuse(400, INVOICE_NUMBER_INVALID);
  }
  const refusal = creationRefusal(c.balance, order.quote);
  if (refusal) refuse(402, refusal);
  return [{ id: c.eventId, type: 'SoftwareOrderPlaced', data: order }];
};

export const existing = (state: SoftwareOrderState): SoftwareOrderPlacedData => state.order ?? refuse(404, ORDER_NOT_FOUND);

/** The charge step's outcome: only an order awaiting its charge records one (a repeat records nothing). */
const recordCharge = (c: RecordCharge, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (state.payment !== 'awaiting') return [];
  const charged: SoftwareOrderEvent = { id: c.eventId, type: 'SoftwareOrderCharged', data: { orderId: order.orderId, movementId: c.movementId, amount: c.amount, at: c.at } };
  return [charged, ...profitDue(evolve(state, charged), c.eventId, c.at)];
};

const recordRefusal = (c: RecordPaymentRefused, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (state.payment !== 'awaiting') return [];
  return [{ id: c.eventId, type: 'SoftwareOrderPaymentRefused', data: { orderId: order.orderId, code: c.code, message: c.message, at: c.at } }];
};

const setPrice = (c: SetOrderPrice, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (!order.quote.onRequest) refuse(422, NOT_ON_REQUEST);
  // A cancelled or rejected order is never charged: only a status move refunds, and none follows.
  if (!isOpen(state)) refuse(422, ORDER_CLOSED);
  if (state.payment === 'paid') refuse(422, ALREADY_PRICED);
  if (!Number.isSafeInteger(c.price) || c.price <= 0) refuse(400, INVALID_AMOUNT);
  return [{ id: c.eventId, type: 'SoftwareOrderPriceSet', data: { orderId: order.orderId, price: c.price, actorId: c.actorId, at: c.at } }];
};

const changeStatus = (c: ChangeOrderStatus, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  const refused = statusChangeRefusal(state, c.to, c.mover, c.actorId);
  if (refused) refuse(refused.status, refused.problem, refused.params);
  const from = state.status!;
  if (c.to === 'Rejected' && !c.note?.trim()) refuse(400, REJECTION_REASON_REQUIRED);
  return [{ id: c.eventId, type: 'SoftwareOrderStatusChanged', data: { orderId: order.orderId, from, to: c.to, actorId: c.actorId, note: c.note?.trim() || null, at: c.at } }];
};

/** The refund step's outcome: only what is still due is recorded (a repeat records nothing). */
const recordRefund = (c: RecordRefund, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (refundDue(state) !== c.amount || c.amount <= 0) return [];
  const refunded: SoftwareOrderEvent = { id: c.eventId, type: 'SoftwareOrderRefunded', data: { orderId: order.orderId, movementId: c.movementId, amount: c.amount, at: c.at } };
  return [refunded, ...profitDue(evolve(state, refunded), c.eventId, c.at)];
};

export const decide = decideByType<SoftwareOrderCommand, SoftwareOrderState, SoftwareOrderEvent>('software order', {
  PlaceSoftwareOrder: place,
  RecordCharge: recordCharge,
  RecordPaymentRefused: recordRefusal,
  SetOrderPrice: setPrice,
  ChangeOrderStatus: changeStatus,
  RecordRefund: recordRefund,
  AssignOrder: assign,
  DeliverTunedFiles: deliver,
  ResubmitRead: resubmit,
  RepriceOrder: reprice,
  OpenWarranty: openWarranty,
  ChangeWarrantyStatus: changeWarrantyStatus,
  GrantWarrantyRefund: grantWarrantyRefund,
  RecordMoneyMoved: recordMoneyMoved,
  RecordMoneyRefused: recordMoneyRefused,
});

export const softwareOrderDecider: Decider<SoftwareOrderCommand, SoftwareOrderState, SoftwareOrderEvent> = {
  initialState: initialSoftwareOrder,
  evolve,
  decide,
};
