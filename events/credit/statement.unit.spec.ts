import { describe, expect, it } from 'vitest';
import { buildStatement, type StatementMovement } from './statement.js';

const m = (n: number, from: string, to: string, amount: number, fromBalanceAfter: number, toBalanceAfter: number, kind = 'CreditTransferEntity'): StatementMovement => ({
  movementId: `m${n}`, revision: n, kind, from, to, amount, fromBalanceAfter, toBalanceAfter, reference: null, description: null, at: `2026-11-0${n}T10:00:00.000Z`,
});

describe('statement', () => {
  it('takes each running balance from the account side of the movement and totals per kind by hand', () => {
    // The dealer holds 50.00 before the period: receives 100.00, pays 30.00 for software, receives 5.00 back.
    const s = buildStatement('dealer', 5_000, [
      m(1, 'house', 'dealer', 10_000, -90_000, 15_000, 'CreditOrderEntity'),
      m(2, 'dealer', 'house', 3_000, 12_000, -87_000, 'OrderSoftwareEntity'),
      m(3, 'house', 'dealer', 500, -87_500, 12_500, 'RefundEntity'),
    ]);
    expect(s.lines.map((l) => [l.signedAmount, l.balance, l.counterparty])).toEqual([[10_000, 15_000, 'house'], [-3_000, 12_000, 'house'], [500, 12_500, 'house']]);
    expect([s.opening, s.closing, s.received, s.paid]).toEqual([5_000, 12_500, 10_500, 3_000]);
    expect(s.totals).toEqual([
      { kind: 'CreditOrderEntity', received: 10_000, paid: 0, count: 1 },
      { kind: 'OrderSoftwareEntity', received: 0, paid: 3_000, count: 1 },
      { kind: 'RefundEntity', received: 500, paid: 0, count: 1 },
    ]);
  });

  it('closes at the opening balance when the period holds no movement', () => {
    const s = buildStatement('dealer', 4_200, []);
    expect([s.opening, s.closing, s.lines.length, s.totals.length]).toEqual([4_200, 4_200, 0, 0]);
  });
});
