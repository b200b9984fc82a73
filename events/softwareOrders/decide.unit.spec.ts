import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import type { PlaceSoftwareOrder, SoftwareOrderCommand } from './commands.js';
import { decide } from './decide.js';
import type { SoftwareOrderEvent, SoftwareOrderPlacedData } from './events.js';
import { PRICE_ON_REQUEST_CENTS } from './price.js';
import { evolve, initialSoftwareOrder, type SoftwareOrderState } from './state.js';
import { HIDDEN_STATUSES, mayMove, ORDER_STATUSES, STATUS_MOVES, type OrderStatus } from './statuses.js';
import { statusChoices } from './statusChange.js';

const spec = deciderSpec({ decide, evolve, initialState: initialSoftwareOrder });
const at = '2026-11-24T10:00:00.000Z';
const ecuFile = { unit: 'ECU' as const, uploadId: 'u1', sha256: 'a'.repeat(64), size: 2_097_152, name: 'golf.bin' };
const tcuFile = { unit: 'TCU' as const, uploadId: 'u2', sha256: 'b'.repeat(64), size: 1_048_576, name: 'dq250.bin' };

const order = (extra: Partial<SoftwareOrderPlacedData> = {}): SoftwareOrderPlacedData => ({
  orderId: 'o1', publicId: 'p1', dealerId: 'dealer', dealerChain: ['dealer', 'distributor'], dealerName: 'Dan Dealer', placedById: 'dealer', kind: 'OrderSoftwareEntity',
  type: 'ECU', stage: '2', vin: 'WVWZZZ1KZ8W123456',
  vehicle: { id: 'v1', make: 'VW', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI', engineFamily: 'EA288', gearbox: null, figures: { stockPower: 150, stockTorque: 340, power: 190, torque: 400 } },
  files: [ecuFile], options: [], dsgHardware: null, urgency: '*', coupon: null, note: null,
  quote: { lines: [{ code: 'stage', label: 'STAGE TWO', amount: 40_000 }], total: 40_000, onRequest: false }, idempotencyKey: null, at, ...extra,
});
const placeCommand = (extra: Partial<SoftwareOrderPlacedData> = {}, balance = 50_000, allowance: PlaceSoftwareOrder['balance']['allowance'] = null): SoftwareOrderCommand => ({
  type: 'PlaceSoftwareOrder', eventId: 'e1', order: order(extra), balance: { balance, allowance }, sectionAllowed: true,
});
const placed = (extra: Partial<SoftwareOrderPlacedData> = {}): SoftwareOrderEvent => ({ id: 'e1', type: 'SoftwareOrderPlaced', data: order(extra) });
const charged: SoftwareOrderEvent = { id: 'c1', type: 'SoftwareOrderCharged', data: { orderId: 'o1', movementId: 'm1', amount: 40_000, at } };
const refused: SoftwareOrderEvent = { id: 'r1', type: 'SoftwareOrderPaymentRefused', data: { orderId: 'o1', code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds', at } };
const onRequestQuote = { lines: [{ code: 'stage' as const, label: 'STAGE FOUR', amount: null }], total: PRICE_ON_REQUEST_CENTS, onRequest: true };
const moved = (from: OrderStatus, to: OrderStatus, id = `s-${to}`): SoftwareOrderEvent => ({ id, type: 'SoftwareOrderStatusChanged', data: { orderId: 'o1', from, to, actorId: 'cal', note: null, at } });
const assigned: SoftwareOrderEvent = { id: 'a1', type: 'SoftwareOrderAssigned', data: { orderId: 'o1', calibratorId: 'cal', calibratorName: 'Cal', previousCalibratorId: null, actorId: 'cal', at } };
const move = (to: OrderStatus, mover: 'Admin' | 'Calibrator' | 'Owner' = 'Calibrator'): SoftwareOrderCommand => ({ type: 'ChangeOrderStatus', eventId: 'x', to, mover, actorId: 'cal', note: null, at });

describe('placing a software order', () => {
  it('is placed when the balance covers the total', () => {
    spec.given([]).when(placeCommand()).then([placed()]);
  });
  it('is refused with "Insufficient funds" when the balance is short and no allowance', () => {
    spec.given([]).when(placeCommand({}, 39_999)).thenThrows({ statusCode: 402, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds' });
  });
  it('is placed without balance when allowed, and refused once the credit limit is reached', () => {
    spec.given([]).when(placeCommand({}, 0, { allowed: true, limit: null })).then([placed()]);
    spec.given([]).when(placeCommand({}, -10_000, { allowed: true, limit: 10_000 })).thenThrows({ statusCode: 402, code: 'CREDIT_LIMIT_REACHED' });
  });
  it('needs a balance above 0 for a price on request', () => {
    spec.given([]).when(placeCommand({ quote: onRequestQuote }, 0, { allowed: true, limit: null })).thenThrows({ statusCode: 402, code: 'ON_REQUEST_NEEDS_BALANCE' });
    spec.given([]).when(placeCommand({ quote: onRequestQuote }, 1)).then([placed({ quote: onRequestQuote })]);
  });
  it('needs the original read of each unit tuned', () => {
    spec.given([]).when(placeCommand({ files: [] })).thenThrows({ code: 'ORDER_FILE_REQUIRED', params: { unit: 'ECU' } });
    spec.given([]).when(placeCommand({ type: 'ECU + DSG', stage: '2-3', files: [ecuFile], dsgHardware: { choice: 'not_installed', invoiceNumber: null } }))
      .thenThrows({ code: 'ORDER_FILE_REQUIRED', params: { unit: 'TCU' } });
  });
  it('checks the stage against the type, and the DSG hardware with its invoice number of 5 to 10 characters', () => {
    spec.given([]).when(placeCommand({ stage: 'Stock' })).thenThrows({ statusCode: 400, code: 'ORDER_STAGE_INVALID' });
    spec.given([]).when(placeCommand({ type: 'DSG', stage: 'Stock', files: [tcuFile] })).thenThrows({ code: 'DSG_HARDWARE_REQUIRED' });
    spec.given([]).when(placeCommand({ type: 'DSG', stage: 'Stock', files: [tcuFile], dsgHardware: { choice: 'gearbox', invoiceNumber: 'F12' } }))
      .thenThrows({ code: 'ORDER_INVOICE_NUMBER_LENGTH', message: 'The hardware invoice number must have between 5 and 10 characters' });
    const ok = { type: 'DSG' as const, stage: 'Stock', files: [tcuFile], dsgHardware: { choice: 'gearbox' as const, invoiceNumber: 'F-12345' } };
    spec.given([]).when(placeCommand(ok)).then([placed(ok)]);
  });
  it('is refused outside the account\'s order section, and a second time', () => {
    spec.given([]).when({ ...(placeCommand() as PlaceSoftwareOrder), sectionAllowed: false }).thenThrows({ statusCode: 422, code: 'ORDER_SECTION_NOT_ALLOWED' });
    spec.given([placed()]).when(placeCommand()).thenThrows({ statusCode: 409, code: 'SOFTWARE_ORDER_EXISTS' });
  });
});

describe('charging', () => {
  const charge: SoftwareOrderCommand = { type: 'RecordCharge', eventId: 'c1', movementId: 'm1', amount: 40_000, at };
  const refuse: SoftwareOrderCommand = { type: 'RecordPaymentRefused', eventId: 'r1', code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds', at };
  it('records the charge of an order awaiting it, once', () => {
    spec.given([placed()]).when(charge).then([charged]);
    spec.given([placed(), charged]).when(charge).then([]);
    spec.given([placed(), refused]).when(charge).then([]);
  });
  it('voids a new order whose payment was refused; nothing moves it afterwards', () => {
    spec.given([placed()]).when(refuse).then([refused]);
    spec.given([placed(), refused]).when(move('In Process')).thenThrows({ statusCode: 404, code: 'ORDER_VOID' });
  });
  it('waits for the price of an on-request order, charges it once priced, and waits again if refused', () => {
    const priceSet: SoftwareOrderEvent = { id: 'p1', type: 'SoftwareOrderPriceSet', data: { orderId: 'o1', price: 60_000, actorId: 'admin', at } };
    const setPrice: SoftwareOrderCommand = { type: 'SetOrderPrice', eventId: 'p1', price: 60_000, actorId: 'admin', at };
    spec.given([placed({ quote: onRequestQuote })]).when(charge).then([]);
    spec.given([placed({ quote: onRequestQuote })]).when(setPrice).then([priceSet]);
    spec.given([placed({ quote: onRequestQuote }), priceSet]).when(charge).then([{ ...charged }]);
    spec.given([placed({ quote: onRequestQuote }), priceSet, refused]).when(setPrice).then([priceSet]);
    spec.given([placed({ quote: onRequestQuote }), priceSet, charged]).when(setPrice).thenThrows({ code: 'ORDER_ALREADY_PRICED' });
    spec.given([placed()]).when(setPrice).thenThrows({ code: 'ORDER_NOT_ON_REQUEST' });
    spec.given([placed({ quote: onRequestQuote })]).when({ ...setPrice, price: 0 } as SoftwareOrderCommand).thenThrows({ code: 'INVALID_AMOUNT' });
    spec.given([]).when(setPrice).thenThrows({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
    // A cancelled order is never charged: no status move would refund it afterwards.
    spec.given([placed({ quote: onRequestQuote }), moved('New', 'Cancel')]).when(setPrice).thenThrows({ statusCode: 422, code: 'ORDER_CLOSED' });
  });
});

describe('status moves', () => {
  it('follow the table: a calibrator starts work on a paid order, the owner cancels a new one', () => {
    spec.given([placed(), charged, assigned]).when(move('In Process')).then([{ ...moved('New', 'In Process'), id: 'x' }]);
    spec.given([placed(), charged]).when(move('Cancel', 'Owner')).then([{ id: 'x', type: 'SoftwareOrderStatusChanged', data: { orderId: 'o1', from: 'New', to: 'Cancel', actorId: 'cal', note: null, at } }]);
    spec.given([placed(), charged, moved('New', 'In Process')]).when(move('Cancel', 'Owner'))
      .thenThrows({ statusCode: 422, code: 'STATUS_MOVE_NOT_ALLOWED', message: 'An order in In Process cannot be moved to Cancel by you' });
  });
  it('shows the display names in a refusal (Response required, Tune Supplied)', () => {
    spec.given([placed(), charged, moved('New', 'In Process'), moved('In Process', 'Waiting on feedback')]).when(move('Warranty', 'Owner'))
      .thenThrows({ message: 'An order in Tune Supplied cannot be moved to Warranty by you' });
  });
  it('starts no work on an order that waits for its payment', () => {
    spec.given([placed({ quote: onRequestQuote })]).when(move('In Process')).thenThrows({ code: 'ORDER_NOT_PAID' });
    spec.given([placed({ quote: onRequestQuote })]).when(move('Cancel', 'Owner')).then([{ ...moved('New', 'Cancel'), id: 'x' }]);
  });
  it('lets every move of the table happen for its movers and an Admin, and no other', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const mover of ['Calibrator', 'Owner'] as const) {
          const listed = STATUS_MOVES.some((m) => m.from === from && m.to.includes(to) && m.by.includes(mover));
          expect(mayMove(from, to, mover), `${mover}: ${from} -> ${to}`).toBe(listed && from !== to);
        }
        expect(mayMove(from, to, 'Admin')).toBe(STATUS_MOVES.some((m) => m.from === from && m.to.includes(to)));
      }
    }
  });
  const stateOf = (events: SoftwareOrderEvent[]) => events.reduce<SoftwareOrderState>(evolve, initialSoftwareOrder());
  const inWork = stateOf([placed(), charged, assigned, moved('New', 'In Process')]);
  it('never offers the hidden statuses to anyone but an Admin, and nothing leaves a final status', () => {
    expect(statusChoices(inWork, 'Calibrator', 'cal')).not.toContain('Datalogging');
    expect(statusChoices(inWork, 'Admin', 'admin')).toContain('Datalogging');
    for (const final of ['Cancel', 'Rejected', 'Transfer'] as const) expect(statusChoices(stateOf([placed(), charged, moved('New', final)]), 'Admin', 'admin')).toEqual([]);
  });
  it('offers exactly the moves update-status accepts: none to a dealer whose order is in work, a calibrator who has not taken it, or on a void order', () => {
    const histories = {
      'new and paid': [placed(), charged], 'taken': [placed(), charged, assigned], 'in work': [placed(), charged, assigned, moved('New', 'In Process')],
      'waiting for its price': [placed({ quote: onRequestQuote })], 'void': [placed(), refused], 'tune supplied': [placed(), charged, assigned, moved('New', 'In Process'), moved('In Process', 'Waiting on feedback')],
    };
    for (const [name, events] of Object.entries(histories)) {
      const state = stateOf(events);
      for (const [mover, actorId] of [['Admin', 'admin'], ['Calibrator', 'cal'], ['Calibrator', 'other-cal'], ['Owner', 'dealer']] as const) {
        const accepted = ORDER_STATUSES.filter((to) => {
          try {
            decide({ type: 'ChangeOrderStatus', eventId: 'x', to, mover, actorId, note: 'the reason', at }, state);
            return mover === 'Admin' || !HIDDEN_STATUSES.includes(to);
          } catch {
            return false;
          }
        });
        expect(statusChoices(state, mover, actorId), `${name}, ${mover} ${actorId}`).toEqual(accepted);
      }
    }
    expect(statusChoices(stateOf(histories['in work']), 'Owner', 'dealer')).toEqual([]);
    expect(statusChoices(stateOf(histories['new and paid']), 'Calibrator', 'cal')).toEqual([]);
    expect(statusChoices(stateOf(histories.void), 'Admin', 'admin')).toEqual([]);
    expect(statusChoices(stateOf(histories['new and paid']), 'Owner', 'dealer')).toEqual(['Cancel']);
  });
});

describe('refunds', () => {
  const refund = (amount: number): SoftwareOrderCommand => ({ type: 'RecordRefund', eventId: 'f1', movementId: 'm2', amount, at });
  const refunded: SoftwareOrderEvent = { id: 'f1', type: 'SoftwareOrderRefunded', data: { orderId: 'o1', movementId: 'm2', amount: 40_000, at } };
  it('records what a cancelled or rejected paid order is owed back, once', () => {
    spec.given([placed(), charged, moved('New', 'Cancel')]).when(refund(40_000)).then([refunded]);
    spec.given([placed(), charged, moved('New', 'Rejected')]).when(refund(40_000)).then([refunded]);
    spec.given([placed(), charged, moved('New', 'Cancel'), refunded]).when(refund(40_000)).then([]);
  });
  it('records nothing for an order still served, or never paid', () => {
    spec.given([placed(), charged]).when(refund(40_000)).then([]);
    spec.given([placed({ quote: onRequestQuote }), moved('New', 'Cancel')]).when(refund(40_000)).then([]);
  });
});
