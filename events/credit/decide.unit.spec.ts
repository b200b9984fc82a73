import { describe, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import type { Actor, LedgerCommand } from './commands.js';
import { HOUSE_ACCOUNT } from './credits.js';
import { decide } from './decide.js';
import type { LedgerEvent, Movement } from './events.js';
import { evolve, initialLedger } from './state.js';

const spec = deciderSpec({ decide, evolve, initialState: initialLedger });
const at = '2026-11-21T10:00:00.000Z';
const admin: Actor = { id: 'admin', isAdmin: true };
const actor = (id: string): Actor => ({ id, isAdmin: false });

const movement = (type: Exclude<LedgerEvent['type'], 'OrderWithoutBalanceSet'>, m: Partial<Movement> & Pick<Movement, 'movementId' | 'kind' | 'group' | 'from' | 'to' | 'amount' | 'fromBalanceAfter' | 'toBalanceAfter'>): LedgerEvent =>
  ({ id: m.movementId, type, data: { reference: null, description: null, idempotencyKey: null, actorId: 'admin', at, ...m } }) as LedgerEvent;

/** dealer holds 100.00 credits bought from the house. */
const bought = movement('CreditsBought', { movementId: 'm1', kind: 'CreditOrderEntity', group: 'Credits', from: HOUSE_ACCOUNT, to: 'dealer', amount: 10_000, fromBalanceAfter: -10_000, toBalanceAfter: 10_000, reference: 'co-1' });
type Transfer = Extract<LedgerCommand, { type: 'TransferCredits' }>;
const transferFromDealer = (amount: number, extra: Partial<Transfer> = {}): Transfer => ({
  type: 'TransferCredits', movementId: 'm2', amount, idempotencyKey: null, actor: actor('dealer'), at,
  from: 'dealer', to: 'sub', description: null, toParentId: 'dealer', fromCanSale: true, ...extra,
});

describe('ledger: buy', () => {
  it('credits a confirmed credit order from the house', () =>
    spec.given([]).when({ type: 'BuyCredits', movementId: 'm1', amount: 10_000, idempotencyKey: null, actor: admin, at, from: HOUSE_ACCOUNT, to: 'dealer', creditOrderId: 'co-1' }).then([bought]));

  it('credits from a selling parent only what the parent holds', () =>
    spec.given([bought]).when({ type: 'BuyCredits', movementId: 'm9', amount: 10_001, idempotencyKey: null, actor: actor('dealer'), at, from: 'dealer', to: 'sub', creditOrderId: 'co-2' }).thenThrows({ message: 'Insufficient funds' }));
});

describe('ledger: transfer', () => {
  it('moves credits from a seller to its direct child', () =>
    spec.given([bought]).when(transferFromDealer(2_500)).then([
      movement('CreditsTransferred', { movementId: 'm2', kind: 'CreditTransferEntity', group: 'Credits', from: 'dealer', to: 'sub', amount: 2_500, fromBalanceAfter: 7_500, toBalanceAfter: 2_500, actorId: 'dealer' }),
    ]));

  it('lets an admin transfer from the house to anyone', () =>
    spec.given([]).when({ ...transferFromDealer(500), actor: admin, from: HOUSE_ACCOUNT, toParentId: null, fromCanSale: false }).then([
      movement('CreditsTransferred', { movementId: 'm2', kind: 'CreditTransferEntity', group: 'Credits', from: HOUSE_ACCOUNT, to: 'sub', amount: 500, fromBalanceAfter: -500, toBalanceAfter: 500 }),
    ]));

  it('refuses more than the balance: Insufficient funds', () =>
    spec.given([bought]).when(transferFromDealer(10_001)).thenThrows({ status: 402, message: 'Insufficient funds' }));

  it('passes on no credits the account does not hold, even when it may order software without balance', () => {
    const allowedNoLimit: LedgerEvent = { id: 'e-allow', type: 'OrderWithoutBalanceSet', data: { account: 'dealer', allowed: true, limit: null, actorId: 'admin', at } } as LedgerEvent;
    spec.given([bought, allowedNoLimit]).when(transferFromDealer(10_001)).thenThrows({ status: 402, message: 'Insufficient funds' });
  });

  it('allows the whole balance, to exactly zero', () =>
    spec.given([bought]).when(transferFromDealer(10_000)).then([
      movement('CreditsTransferred', { movementId: 'm2', kind: 'CreditTransferEntity', group: 'Credits', from: 'dealer', to: 'sub', amount: 10_000, fromBalanceAfter: 0, toBalanceAfter: 10_000, actorId: 'dealer' }),
    ]));

  it('refuses an account that may not sell', () =>
    spec.given([bought]).when(transferFromDealer(100, { fromCanSale: false })).thenThrows({ status: 422, message: 'Your account is not allowed to sell credits' }));

  it('refuses a receiver that is not a direct child', () =>
    spec.given([bought]).when(transferFromDealer(100, { toParentId: 'someone-else' })).thenThrows({ status: 422, message: 'You can only transfer credits to your own sub-accounts' }));

  it("refuses moving someone else's credits", () =>
    spec.given([bought]).when(transferFromDealer(100, { actor: actor('sub') })).thenThrows({ status: 422 }));

  it('refuses a non-admin transferring from the house', () =>
    spec.given([]).when(transferFromDealer(100, { from: HOUSE_ACCOUNT })).thenThrows({ status: 422, message: 'Only an administrator can do this' }));

  it('refuses zero, negative and fractional cents', () => {
    for (const amount of [0, -100, 10.5]) spec.given([bought]).when(transferFromDealer(amount)).thenThrows({ status: 400, message: 'Please enter a valid amount' });
  });

  it('refuses a transfer to the same account', () =>
    spec.given([bought]).when(transferFromDealer(100, { to: 'dealer', toParentId: 'dealer' })).thenThrows({ status: 400 }));
});

describe('ledger: account import', () => {
  const importRow = (who: Actor, extra: Partial<Extract<LedgerCommand, { type: 'ImportCredits' }>> = {}): LedgerCommand => ({
    type: 'ImportCredits', movementId: 'm8', amount: 5_000, idempotencyKey: 'import:m8', actor: who, at, to: 'dealer', reference: 'IMP-1', description: 'Opening balance', ...extra,
  });

  it('moves credits from the house to the account as a transfer, with the row reference', () =>
    spec.given([]).when(importRow(admin)).then([
      movement('CreditsTransferred', { movementId: 'm8', kind: 'CreditTransferEntity', group: 'Credits', from: HOUSE_ACCOUNT, to: 'dealer', amount: 5_000, fromBalanceAfter: -5_000, toBalanceAfter: 5_000, reference: 'IMP-1', description: 'Opening balance', idempotencyKey: 'import:m8' }),
    ]));

  it('moves nothing for a row imported before', () => {
    const imported = movement('CreditsTransferred', { movementId: 'm8', kind: 'CreditTransferEntity', group: 'Credits', from: HOUSE_ACCOUNT, to: 'dealer', amount: 5_000, fromBalanceAfter: -5_000, toBalanceAfter: 5_000, idempotencyKey: 'import:m8' });
    spec.given([imported]).when(importRow(admin)).then([]);
  });

  it('is for administrators only, with a valid amount', () => {
    spec.given([]).when(importRow(actor('dealer'))).thenThrows({ status: 422, message: 'Only an administrator can do this' });
    spec.given([]).when(importRow(admin, { amount: 0 })).thenThrows({ status: 400, message: 'Please enter a valid amount' });
  });
});

describe('ledger: order without balance', () => {
  const allowed = (limit: number | null): LedgerEvent => ({ id: 'e-allow', type: 'OrderWithoutBalanceSet', data: { account: 'dealer', allowed: true, limit, actorId: 'admin', at } });
  const charge = (amount: number): LedgerCommand => ({ type: 'ChargeSoftware', movementId: 'm3', amount, idempotencyKey: null, actor: actor('dealer'), at, from: 'dealer', orderId: 'o-1', kind: 'OrderSoftwareEntity' });

  it('charges software by the creation rule of spec section 5: what is owed before the charge under the limit', () => {
    // Owes 349 of a 400 limit: an order of 100 is charged (the quote said so), owing 449 after it.
    const owing349 = movement('SoftwareCharged', { movementId: 'm0', kind: 'OrderSoftwareEntity', group: 'Software', from: 'dealer', to: HOUSE_ACCOUNT, amount: 44_900, fromBalanceAfter: -34_900, toBalanceAfter: 34_900, reference: 'o-0', actorId: 'dealer' });
    spec.given([bought, allowed(40_000), owing349]).when(charge(10_000)).then([
      movement('SoftwareCharged', { movementId: 'm3', kind: 'OrderSoftwareEntity', group: 'Software', from: 'dealer', to: HOUSE_ACCOUNT, amount: 10_000, fromBalanceAfter: -44_900, toBalanceAfter: 44_900, reference: 'o-1', actorId: 'dealer' }),
    ]);
    // Owing 400 of a 400 limit: refused, with the reason the quote shows.
    const owing400 = movement('SoftwareCharged', { movementId: 'm0', kind: 'OrderSoftwareEntity', group: 'Software', from: 'dealer', to: HOUSE_ACCOUNT, amount: 50_000, fromBalanceAfter: -40_000, toBalanceAfter: 40_000, reference: 'o-0', actorId: 'dealer' });
    spec.given([bought, allowed(40_000), owing400]).when(charge(1)).thenThrows({ status: 402, code: 'CREDIT_LIMIT_REACHED' });
    // Without the allowance: only what the balance covers.
    spec.given([bought]).when(charge(10_001)).thenThrows({ status: 402, message: 'Insufficient funds' });
  });

  it('has no floor when allowed without a limit', () =>
    spec.given([allowed(null)]).when(charge(1_000_000)).then([
      movement('SoftwareCharged', { movementId: 'm3', kind: 'OrderSoftwareEntity', group: 'Software', from: 'dealer', to: HOUSE_ACCOUNT, amount: 1_000_000, fromBalanceAfter: -1_000_000, toBalanceAfter: 1_000_000, reference: 'o-1', actorId: 'dealer' }),
    ]));

  it('is set by an administrator only, with a positive limit or none', () => {
    const set = (limit: number | null, who: Actor = admin): LedgerCommand => ({ type: 'SetOrderWithoutBalance', eventId: 'e-allow', account: 'dealer', allowed: true, limit, actor: who, at });
    spec.given([]).when(set(5_000)).then([allowed(5_000)]);
    spec.given([]).when(set(5_000, actor('dealer'))).thenThrows({ status: 422 });
    spec.given([]).when(set(0)).thenThrows({ status: 400, message: 'The limit must be a positive amount or empty' });
  });
});

describe('ledger: deduct', () => {
  const deduct = (who: Actor, reason = 'Chargeback', fromParentId: string | null = 'dealer'): LedgerCommand => ({
    type: 'DeductCredits', movementId: 'm4', amount: 1_000, idempotencyKey: null, actor: who, at, from: 'dealer', fromParentId, reason,
  });

  it('takes credits back to the house when an administrator deducts', () =>
    spec.given([bought]).when(deduct(admin)).then([
      movement('CreditsDeducted', { movementId: 'm4', kind: 'CreditDeductedEntity', group: 'Credits', from: 'dealer', to: HOUSE_ACCOUNT, amount: 1_000, fromBalanceAfter: 9_000, toBalanceAfter: -9_000, description: 'Chargeback' }),
    ]));

  it('takes credits back to the parent when the parent deducts from its child', () =>
    spec.given([bought]).when(deduct(actor('distributor'), 'Wrong transfer', 'distributor')).then([
      movement('CreditsDeducted', { movementId: 'm4', kind: 'CreditDeductedEntity', group: 'Credits', from: 'dealer', to: 'distributor', amount: 1_000, fromBalanceAfter: 9_000, toBalanceAfter: 1_000, description: 'Wrong transfer', actorId: 'distributor' }),
    ]));

  it('needs a reason, and an administrator or the parent', () => {
    spec.given([bought]).when(deduct(admin, '  ')).thenThrows({ status: 400, message: 'Please give a reason for the deduction' });
    spec.given([bought]).when(deduct(actor('stranger'), 'x', 'distributor')).thenThrows({ status: 422 });
  });
});

describe('ledger: refunds, software and profit', () => {
  it('refunds credits from the house with a reason (administrator only)', () => {
    const refund = (who: Actor): LedgerCommand => ({ type: 'RefundCredits', movementId: 'm5', amount: 300, idempotencyKey: null, actor: who, at, to: 'dealer', reference: 'co-1', reason: 'Cancelled order' });
    spec.given([bought]).when(refund(admin)).then([
      movement('CreditsRefunded', { movementId: 'm5', kind: 'CreditReFundEntity', group: 'Credits', from: HOUSE_ACCOUNT, to: 'dealer', amount: 300, fromBalanceAfter: -10_300, toBalanceAfter: 10_300, reference: 'co-1', description: 'Cancelled order' }),
    ]);
    spec.given([bought]).when(refund(actor('dealer'))).thenThrows({ status: 422 });
  });

  it('refunds software orders with the kind of refund', () =>
    spec.given([bought]).when({ type: 'RefundSoftware', movementId: 'm6', amount: 200, idempotencyKey: null, actor: admin, at, to: 'dealer', orderId: 'o-1', kind: 'WarrantEntity' }).then([
      movement('SoftwareRefunded', { movementId: 'm6', kind: 'WarrantEntity', group: 'Software', from: HOUSE_ACCOUNT, to: 'dealer', amount: 200, fromBalanceAfter: -10_200, toBalanceAfter: 10_200, reference: 'o-1' }),
    ]));

  it('pays a distributor its profit in the Profit group', () =>
    spec.given([]).when({ type: 'PayDistributorProfit', movementId: 'm7', amount: 150, idempotencyKey: null, actor: admin, at, to: 'distributor', orderId: 'o-1' }).then([
      movement('DistributorProfitPaid', { movementId: 'm7', kind: 'OrderDistributorProfit', group: 'Profit', from: HOUSE_ACCOUNT, to: 'distributor', amount: 150, fromBalanceAfter: -150, toBalanceAfter: 150, reference: 'o-1' }),
    ]));
});

describe('ledger: idempotency', () => {
  it('moves nothing for a key it has seen', () => {
    const keyed = { ...bought, data: { ...(bought.data as Movement), idempotencyKey: 'dealer:key-1' } } as LedgerEvent;
    spec.given([keyed]).when({ ...transferFromDealer(100), idempotencyKey: 'dealer:key-1' }).then([]);
  });
});
