import type { Decider } from '../command/handle-command.js';
import { ORDER_TYPE_SECTION } from '../constants.js';
import { dsgHardwareProblem } from '../catalogue/dsg-hardware.js';
import { isDsgStage, isEcuStage } from '../catalogue/stages.js';
import { comboStages, isComboId } from '../catalogue/combos.js';
import { Refusal, type Problem, type ProblemParams } from '../problem.js';
import type { ChangeOrderStatus, PlaceSoftwareOrder, RecordCharge, RecordPaymentRefused, RecordRefund, SetOrderPrice, SoftwareOrderCommand } from './commands.js';
import {
  ALREADY_PRICED, CREDIT_LIMIT_REACHED, INVALID_AMOUNT, FILE_REQUIRED, HARDWARE_REQUIRED, INSUFFICIENT_FUNDS, INVOICE_NUMBER_INVALID, NOT_ON_REQUEST, NOT_PAID_YET,
  NOT_YOUR_ORDER, ON_REQUEST_NEEDS_BALANCE, ORDER_EXISTS, ORDER_NOT_FOUND, ORDER_VOID, REJECTION_REASON_REQUIRED, SECTION_NOT_ALLOWED, STATUS_MOVE_NOT_ALLOWED, WRONG_STAGE,
} from './errors.js';
import type { SoftwareOrderEvent, SoftwareOrderPlacedData } from './events.js';
import { creationCheck } from './price.js';
import { evolve, initialSoftwareOrder, refundDue, type SoftwareOrderState } from './state.js';
import { mayMove, STATUS_DISPLAY_NAMES } from './statuses.js';
import { assign, changeWarrantyStatus, deliver, grantWarrantyRefund, openWarranty, profitAfterCharge, profitAfterRefund, recordMoneyMoved, recordMoneyRefused, reprice, resubmit } from './work.js';
import { decideByType } from '../decide-by-type.js';

export const refuse = (status: 400 | 402 | 404 | 409 | 422, refused: Problem, params?: ProblemParams): never => {
  throw new Refusal(status, refused, params);
};

/** The units an order type tunes, each needing its original read: ECU for ECU, TCU for DSG, both for the combo. */
export const unitsOf = (type: SoftwareOrderPlacedData['type']): ('ECU' | 'TCU')[] => (type === 'ECU' ? ['ECU'] : type === 'DSG' ? ['TCU'] : ['ECU', 'TCU']);

/** The stage fits the order type: an ECU stage, a DSG stage, or a combo id of both. */
const stageFits = (order: SoftwareOrderPlacedData) => {
  if (order.type === 'ECU') return isEcuStage(order.stage);
  if (order.type === 'DSG') return isDsgStage(order.stage);
  if (!isComboId(order.stage)) return false;
  const { ecu, dsg } = comboStages(order.stage);
  return isEcuStage(ecu) && isEcuStage(dsg);
};

const place = (c: PlaceSoftwareOrder, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  if (state.order) refuse(409, ORDER_EXISTS);
  const order = c.order;
  if (!c.sectionAllowed) refuse(422, SECTION_NOT_ALLOWED, { section: ORDER_TYPE_SECTION[order.type] });
  if (!stageFits(order)) refuse(400, WRONG_STAGE, { stage: order.stage });
  // Each unit tuned needs its original read: ECU for ECU, TCU for DSG, both for the combo.
  for (const unit of unitsOf(order.type)) if (!order.files.some((file) => file.unit === unit)) refuse(400, FILE_REQUIRED, { unit });
  if (order.type !== 'ECU') {
    if (!order.dsgHardware) refuse(400, HARDWARE_REQUIRED);
    const problem = dsgHardwareProblem(order.dsgHardware!.choice, order.dsgHardware!.invoiceNumber);
    if (problem) refuse(400, INVOICE_NUMBER_INVALID);
  }
  const check = creationCheck(c.balance, order.quote);
  if (!check.allowed) {
    if (order.quote.onRequest) refuse(402, ON_REQUEST_NEEDS_BALANCE);
    refuse(402, check.creditLimitReached ? CREDIT_LIMIT_REACHED : INSUFFICIENT_FUNDS);
  }
  return [{ id: c.eventId, type: 'SoftwareOrderPlaced', data: order }];
};

export const existing = (state: SoftwareOrderState): SoftwareOrderPlacedData => state.order ?? refuse(404, ORDER_NOT_FOUND);

/** The charge step's outcome: only an order awaiting its charge records one (a repeat records nothing). */
const recordCharge = (c: RecordCharge, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (state.payment !== 'awaiting') return [];
  const charged: SoftwareOrderEvent = { id: c.eventId, type: 'SoftwareOrderCharged', data: { orderId: order.orderId, movementId: c.movementId, amount: c.amount, at: c.at } };
  return [charged, ...profitAfterCharge(evolve(state, charged), c.eventId, c.at)];
};

const recordRefusal = (c: RecordPaymentRefused, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (state.payment !== 'awaiting') return [];
  return [{ id: c.eventId, type: 'SoftwareOrderPaymentRefused', data: { orderId: order.orderId, code: c.code, message: c.message, at: c.at } }];
};

const setPrice = (c: SetOrderPrice, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (!order.quote.onRequest) refuse(422, NOT_ON_REQUEST);
  if (state.payment === 'paid') refuse(422, ALREADY_PRICED);
  if (!Number.isSafeInteger(c.price) || c.price <= 0) refuse(400, INVALID_AMOUNT);
  return [{ id: c.eventId, type: 'SoftwareOrderPriceSet', data: { orderId: order.orderId, price: c.price, actorId: c.actorId, at: c.at } }];
};

const changeStatus = (c: ChangeOrderStatus, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (state.payment === 'void') refuse(404, ORDER_VOID);
  const from = state.status!;
  // Work starts on a paid order; cancelling one that waits for its price is fine.
  if (state.payment !== 'paid' && c.to !== 'Cancel' && c.to !== 'Rejected') refuse(422, NOT_PAID_YET);
  if (!mayMove(from, c.to, c.mover)) refuse(422, STATUS_MOVE_NOT_ALLOWED, { from: STATUS_DISPLAY_NAMES[from], to: STATUS_DISPLAY_NAMES[c.to] });
  // A calibrator works on the orders it took (or an Admin gave it).
  if (c.mover === 'Calibrator' && state.calibratorId !== c.actorId) refuse(409, NOT_YOUR_ORDER);
  if (c.to === 'Rejected' && !c.note?.trim()) refuse(400, REJECTION_REASON_REQUIRED);
  return [{ id: c.eventId, type: 'SoftwareOrderStatusChanged', data: { orderId: order.orderId, from, to: c.to, actorId: c.actorId, note: c.note?.trim() || null, at: c.at } }];
};

/** The refund step's outcome: only what is still due is recorded (a repeat records nothing). */
const recordRefund = (c: RecordRefund, state: SoftwareOrderState): SoftwareOrderEvent[] => {
  const order = existing(state);
  if (refundDue(state) !== c.amount || c.amount <= 0) return [];
  const refunded: SoftwareOrderEvent = { id: c.eventId, type: 'SoftwareOrderRefunded', data: { orderId: order.orderId, movementId: c.movementId, amount: c.amount, at: c.at } };
  return [refunded, ...profitAfterRefund(evolve(state, refunded), c.eventId, c.at)];
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
