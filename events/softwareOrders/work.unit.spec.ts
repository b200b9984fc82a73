import { describe, expect, it } from 'vitest';
import type { SoftwareOrderCommand } from './commands.js';
import { decide } from './decide.js';
import type { MoneyStep, SoftwareOrderEvent, SoftwareOrderPlacedData } from './events.js';
import { evolve, initialSoftwareOrder, netPaid, refundDue, type SoftwareOrderState } from './state.js';
import type { OrderStatus } from './statuses.js';
import { profitTarget } from './work.js';

// The calibrators' half of an order (work.ts): every rule as a decision on a history.

const at = '2026-11-24T10:00:00.000Z';
const ecuFile = { unit: 'ECU' as const, uploadId: 'u1', sha256: 'a'.repeat(64), size: 2_097_152, name: 'golf.bin' };
const tuned = { unit: 'ECU' as const, uploadId: 't1', sha256: 'c'.repeat(64), size: 2_097_152, name: 'golf-stage2.bin' };
const order = (extra: Partial<SoftwareOrderPlacedData> = {}): SoftwareOrderPlacedData => ({
  orderId: 'o1', publicId: 'p1', dealerId: 'dealer', dealerChain: ['dealer', 'distributor'], dealerName: 'Dan Dealer', placedById: 'dealer', kind: 'OrderSoftwareEntity',
  type: 'ECU', stage: '2', vin: null,
  vehicle: { id: 'v1', make: 'VW', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI', engineFamily: 'EA288', gearbox: null, figures: { stockPower: 150, stockTorque: 340, power: 190, torque: 400 } },
  files: [ecuFile], options: [], dsgHardware: null, urgency: '*', coupon: null, note: null,
  quote: { lines: [{ code: 'stage', label: 'STAGE TWO', amount: 40_000 }], total: 40_000, onRequest: false }, idempotencyKey: null, at, ...extra,
});

/** Folds the history, then applies each command's events in turn (as the store would). */
const run = (commands: SoftwareOrderCommand[], start: SoftwareOrderEvent[] = [placedEvent()]) => {
  let state = start.reduce(evolve, initialSoftwareOrder());
  const events: SoftwareOrderEvent[] = [];
  for (const command of commands) {
    const made = decide(command, state);
    events.push(...made);
    state = made.reduce(evolve, state);
  }
  return { state, events };
};
const refusalOf = (commands: SoftwareOrderCommand[], start?: SoftwareOrderEvent[]) => {
  try {
    run(commands, start);
  } catch (error) {
    return error as { statusCode: number; code: string };
  }
  throw new Error('accepted');
};

function placedEvent(extra: Partial<SoftwareOrderPlacedData> = {}): SoftwareOrderEvent {
  return { id: 'e1', type: 'SoftwareOrderPlaced', data: order(extra) };
}
const charge: SoftwareOrderCommand = { type: 'RecordCharge', eventId: 'c1', movementId: 'm1', amount: 40_000, at };
const take = (calibratorId = 'cal', eventId = `take-${calibratorId}`): SoftwareOrderCommand =>
  ({ type: 'AssignOrder', eventId, calibratorId, calibratorName: calibratorId, take: true, actorId: calibratorId, at });
const assign = (calibratorId: string): SoftwareOrderCommand => ({ type: 'AssignOrder', eventId: `assign-${calibratorId}`, calibratorId, calibratorName: calibratorId, take: false, actorId: 'admin', at });
const move = (to: OrderStatus, mover: 'Admin' | 'Calibrator' | 'Owner' = 'Calibrator', note: string | null = null, eventId = `to-${to}`): SoftwareOrderCommand =>
  ({ type: 'ChangeOrderStatus', eventId, to, mover, actorId: mover === 'Calibrator' ? 'cal' : mover === 'Owner' ? 'dealer' : 'admin', note, at });
const deliver = (eventId = 'd1', actorId = 'cal'): SoftwareOrderCommand => ({ type: 'DeliverTunedFiles', eventId, files: [tuned], note: 'Stage 2', actorId, isAdmin: false, at });
const rich = { balance: 1_000_000, allowance: null };
const resubmit: SoftwareOrderCommand = { type: 'ResubmitRead', eventId: 'r2', files: [{ ...ecuFile, uploadId: 'u9', sha256: 'd'.repeat(64) }], note: 'full read', actorId: 'dealer', balance: rich, at };
const moved = (state: SoftwareOrderState, step: MoneyStep['step']): SoftwareOrderCommand => {
  const money = state.pending.find((m) => m.step === step)!;
  return { type: 'RecordMoneyMoved', eventId: `moved-${money.movementId}`, movementId: money.movementId, at };
};
const types = (events: SoftwareOrderEvent[]) => events.map((e) => e.type);

describe('assignment', () => {
  it('lets a calibrator take an unassigned order, and the second one gets a 409', () => {
    const { state } = run([charge, take('cal')]);
    expect(state.calibratorId).toBe('cal');
    expect(refusalOf([charge, take('cal'), take('other')])).toMatchObject({ statusCode: 409, code: 'ORDER_TAKEN' });
    // Taking it again is nothing new (a retry).
    expect(run([charge, take('cal'), take('cal', 'again')]).events.filter((e) => e.type === 'SoftwareOrderAssigned')).toHaveLength(1);
  });
  it('lets an Admin reassign, recording who had it', () => {
    const { events } = run([charge, take('cal'), assign('other')]);
    expect(events.at(-1)).toMatchObject({ type: 'SoftwareOrderAssigned', data: { calibratorId: 'other', previousCalibratorId: 'cal', actorId: 'admin' } });
  });
  it('refuses a closed order', () => {
    expect(refusalOf([charge, move('Cancel', 'Owner'), take()])).toMatchObject({ statusCode: 422, code: 'ORDER_CLOSED' });
  });
  it('lets only the assigned calibrator move the status, and a rejection states its reason', () => {
    expect(refusalOf([charge, move('In Process')])).toMatchObject({ statusCode: 409, code: 'ORDER_NOT_ASSIGNED_TO_YOU' });
    expect(refusalOf([charge, take(), move('Rejected')])).toMatchObject({ statusCode: 400, code: 'REJECTION_REASON_REQUIRED' });
    expect(run([charge, take(), move('Rejected', 'Calibrator', 'Read is incomplete')]).state.rejectionReason).toBe('Read is incomplete');
  });
});

describe('delivery of tuned files', () => {
  it('numbers the versions and moves the order to Tune Supplied', () => {
    const { state, events } = run([charge, take(), move('In Process'), deliver('d1'), move('In Process', 'Owner', null, 'back'), deliver('d2')]);
    expect(events.filter((e) => e.type === 'TunedFileDelivered').map((e) => (e.data as { version: number }).version)).toEqual([1, 2]);
    expect(state.status).toBe('Waiting on feedback');
  });
  it('needs the assigned calibrator, a paid order in work and a file of the order\'s unit', () => {
    expect(refusalOf([charge, deliver()])).toMatchObject({ code: 'ORDER_NOT_ASSIGNED_TO_YOU' });
    expect(refusalOf([take(), deliver()], [placedEvent({ quote: { lines: [], total: 999_900, onRequest: true } })])).toMatchObject({ code: 'ORDER_NOT_PAID' });
    expect(refusalOf([charge, take(), { ...deliver(), files: [{ ...tuned, unit: 'TCU' }] } as SoftwareOrderCommand])).toMatchObject({ code: 'TUNED_FILE_UNIT' });
    expect(refusalOf([charge, take(), move('Cancel', 'Admin'), deliver()])).toMatchObject({ code: 'ORDER_NOT_DELIVERABLE' });
  });
});

describe('rejection answered with a corrected read', () => {
  it('opens the order again and makes its price due once more; a refused charge puts it back to Rejected', () => {
    const rejected = run([charge, take(), move('Rejected', 'Calibrator', 'Wrong read')]);
    // The refund of the rejection (settle.ts) gives back what was paid.
    const refund: SoftwareOrderCommand = { type: 'RecordRefund', eventId: 'rf1', movementId: 'refund-1', amount: refundDue(rejected.state), at };
    const { state, events } = run([charge, take(), move('Rejected', 'Calibrator', 'Wrong read'), refund, resubmit]);
    expect(types(events).slice(-2)).toEqual(['SoftwareOrderResubmitted', 'SoftwareOrderMoneyDue']);
    expect(state).toMatchObject({ status: 'New', round: 2, pending: [{ step: 'chargeResubmission', amount: 40_000 }] });
    const refused: SoftwareOrderCommand = { type: 'RecordMoneyRefused', eventId: 'no', movementId: state.pending[0].movementId, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds', at };
    expect(run([charge, take(), move('Rejected', 'Calibrator', 'Wrong read'), refund, resubmit, refused]).state).toMatchObject({ status: 'Rejected', pending: [] });
    const paidAgain = run([charge, take(), move('Rejected', 'Calibrator', 'Wrong read'), refund, resubmit]);
    expect(netPaid(run([moved(paidAgain.state, 'chargeResubmission')], [placedEvent(), ...paidAgain.events]).state)).toBe(40_000);
  });
  it('takes a corrected read only on a rejected order, with the balance for it', () => {
    expect(refusalOf([charge, take(), resubmit])).toMatchObject({ statusCode: 422, code: 'ORDER_NOT_REJECTED' });
    const refund: SoftwareOrderCommand = { type: 'RecordRefund', eventId: 'rf1', movementId: 'refund-1', amount: 40_000, at };
    expect(refusalOf([charge, take(), move('Rejected', 'Calibrator', 'x'), refund, { ...resubmit, balance: { balance: 0, allowance: null } } as SoftwareOrderCommand]))
      .toMatchObject({ statusCode: 402, code: 'INSUFFICIENT_FUNDS' });
  });
  it('waits for the refund of the rejected round before it opens the order again, so the round is not paid twice', () => {
    expect(refusalOf([charge, take(), move('Rejected', 'Calibrator', 'Wrong read'), resubmit])).toMatchObject({ statusCode: 409, code: 'ORDER_REFUND_PENDING' });
  });
});

describe('a price changed after the charge', () => {
  const reprice = (price: number, balance = rich): SoftwareOrderCommand => ({ type: 'RepriceOrder', eventId: `p-${price}`, price, actorId: 'admin', balance, at });
  it('refunds or charges the difference, once each', () => {
    expect(run([charge, reprice(30_000)]).state.pending).toMatchObject([{ step: 'refundDifference', amount: 10_000 }]);
    expect(run([charge, reprice(45_000)]).state.pending).toMatchObject([{ step: 'chargeDifference', amount: 5_000 }]);
    const { state } = run([charge, reprice(30_000)]);
    const again = run([moved(state, 'refundDifference'), moved(state, 'refundDifference')], [placedEvent(), ...run([charge, reprice(30_000)]).events]);
    expect(again.events.filter((e) => e.type === 'SoftwareOrderMoneyMoved')).toHaveLength(1);
    expect(netPaid(again.state)).toBe(30_000);
  });
  it('refuses the same price, a raise the dealer cannot pay, an unpaid order', () => {
    expect(refusalOf([charge, reprice(40_000)])).toMatchObject({ code: 'ORDER_SAME_PRICE' });
    expect(refusalOf([charge, reprice(90_000, { balance: 100, allowance: null })])).toMatchObject({ statusCode: 402, code: 'INSUFFICIENT_FUNDS' });
    expect(refusalOf([reprice(30_000)])).toMatchObject({ code: 'ORDER_NOT_PAID' });
  });
});

describe('warranty', () => {
  const completed = [charge, take(), move('In Process'), deliver(), move('Completed', 'Owner')];
  const open: SoftwareOrderCommand = { type: 'OpenWarranty', eventId: 'w1', reason: 'Limp mode at 3000 rpm', mover: 'Owner', actorId: 'dealer', at };
  const warranty = (to: 'In process' | 'Closed', mover: 'Admin' | 'Calibrator' = 'Calibrator'): SoftwareOrderCommand =>
    ({ type: 'ChangeWarrantyStatus', eventId: `w-${to}`, to, mover, actorId: mover === 'Admin' ? 'admin' : 'cal', at });
  const refund = (amount: number): SoftwareOrderCommand => ({ type: 'GrantWarrantyRefund', eventId: `wr-${amount}`, amount, actorId: 'admin', at });
  it('opens on a completed order with a reason, moving it to Warranty; closing completes it again', () => {
    const { state } = run([...completed, open, warranty('In process'), warranty('Closed')]);
    expect(state).toMatchObject({ status: 'Completed', warranty: { status: 'Closed', reason: 'Limp mode at 3000 rpm' } });
    expect(run([...completed, open]).state.status).toBe('Warranty');
  });
  it('refuses an order not completed, an empty reason, a second open case, a dealer moving it', () => {
    expect(refusalOf([charge, open])).toMatchObject({ code: 'WARRANTY_NOT_COMPLETED' });
    expect(refusalOf([...completed, { ...open, reason: '  ' } as SoftwareOrderCommand])).toMatchObject({ code: 'WARRANTY_REASON_REQUIRED' });
    expect(refusalOf([...completed, open, open])).toMatchObject({ code: 'WARRANTY_ALREADY_OPEN' });
    expect(refusalOf([...completed, open, { ...warranty('Closed'), mover: 'Owner' } as SoftwareOrderCommand])).toMatchObject({ code: 'WARRANTY_MOVE_NOT_ALLOWED' });
  });
  it('refunds at most what the dealer paid net, pending refunds counted', () => {
    expect(run([...completed, open, refund(15_000)]).state.pending).toMatchObject([{ step: 'warrantyRefund', amount: 15_000 }]);
    expect(refusalOf([...completed, open, refund(30_000), refund(15_000)])).toMatchObject({ statusCode: 422, code: 'WARRANTY_REFUND_TOO_HIGH' });
  });
});

describe('the distributor profit', () => {
  const withMargin = placedEvent({ profit: { distributorId: 'distributor', percent: 10 } });
  it('is due when the order is paid, and reversed once when what the dealer paid comes back in full', () => {
    const paid = run([charge], [withMargin]);
    expect(paid.state.pending).toMatchObject([{ step: 'payProfit', amount: 4_000, distributorId: 'distributor' }]);
    const held = run([moved(paid.state, 'payProfit')], [withMargin, ...paid.events]);
    expect(held.state.profitHeld).toBe(4_000);
    const history = [withMargin, ...paid.events, ...held.events];
    const cancelled = run([move('Cancel', 'Owner')], history);
    const refund: SoftwareOrderCommand = { type: 'RecordRefund', eventId: 'rf', movementId: 'refund', amount: refundDue(cancelled.state), at };
    const refunded = run([refund, refund], [...history, ...cancelled.events]);
    expect(refunded.state.pending).toEqual([expect.objectContaining({ step: 'reverseProfit', amount: 4_000 })]);
    expect(refunded.events.filter((e) => e.type === 'SoftwareOrderRefunded')).toHaveLength(1);
  });
  const reprice = (price: number): SoftwareOrderCommand => ({ type: 'RepriceOrder', eventId: `p-${price}`, price, actorId: 'admin', balance: rich, at });
  /** Runs the commands, then moves every money step they made due (as settle.ts does), until none is left. */
  const settled = (commands: SoftwareOrderCommand[], start: SoftwareOrderEvent[]) => {
    let { state, events } = run(commands, start);
    while (state.pending.length > 0) {
      const next = run([moved(state, state.pending[0].step)], [...start, ...events]);
      events = [...events, ...next.events];
      state = next.state;
    }
    return { state, events };
  };
  const profitMoves = (events: SoftwareOrderEvent[]) => events.flatMap((e) => (e.type === 'SoftwareOrderMoneyMoved' && (e.data.money.step === 'payProfit' || e.data.money.step === 'reverseProfit')
    ? [`${e.data.money.step} ${e.data.money.amount}`] : []));
  it('follows a new price: down, the excess goes back; up, the extra is paid; once each', () => {
    const paid = settled([charge], [withMargin]);
    expect(paid.state.profitHeld).toBe(4_000);
    const down = settled([reprice(30_000)], [withMargin, ...paid.events]);
    expect(profitMoves(down.events)).toEqual(['reverseProfit 1000']);
    expect(down.state.profitHeld).toBe(3_000);
    // A raise not charged yet counts for nothing: it may still be refused.
    expect(profitTarget(run([reprice(50_000)], [withMargin, ...paid.events, ...down.events]).state)).toBe(3_000);
    const up = settled([reprice(50_000)], [withMargin, ...paid.events, ...down.events]);
    expect(profitMoves(up.events)).toEqual(['payProfit 2000']);
    expect(up.state.profitHeld).toBe(5_000);
    // The same moved step recorded again (a re-run after a crash) makes nothing due again.
    const history = [withMargin, ...paid.events, ...down.events];
    const refundStep = down.events.find((e) => e.type === 'SoftwareOrderMoneyDue' && e.data.money.step === 'refundDifference');
    const again = refundStep?.type === 'SoftwareOrderMoneyDue'
      ? run([{ type: 'RecordMoneyMoved', eventId: `moved-${refundStep.data.money.movementId}`, movementId: refundStep.data.money.movementId, at }], history) : null;
    expect(again?.events).toEqual([]);
  });
  it('gives back at most what the dealer still has paid when the price is lowered after a warranty refund, and the profit follows', () => {
    const completed = [charge, take(), move('In Process'), deliver(), move('Completed', 'Owner')];
    const open: SoftwareOrderCommand = { type: 'OpenWarranty', eventId: 'w1', reason: 'Limp mode', mover: 'Owner', actorId: 'dealer', at };
    const warranty = settled([...completed, open, { type: 'GrantWarrantyRefund', eventId: 'wr', amount: 32_000, actorId: 'admin', at }], [withMargin]);
    expect(netPaid(warranty.state)).toBe(8_000);
    const lowered = run([reprice(20_000)], [withMargin, ...warranty.events]);
    expect(lowered.state.pending).toMatchObject([{ step: 'refundDifference', amount: 8_000 }]);
    const all = settled([reprice(20_000)], [withMargin, ...warranty.events]);
    expect(netPaid(all.state)).toBe(0);
    expect(all.state.profitHeld).toBe(0);
  });
  it('is not due without a margin', () => {
    expect(run([charge]).state.pending).toEqual([]);
  });
});
