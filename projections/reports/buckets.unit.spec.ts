import { describe, expect, it } from 'vitest';
import type { Movement } from '../../events/credit/events.js';
import { Buckets } from './buckets.js';

// An account's buckets follow the journal: a movement recorded after one of a later day counts on
// that later day, so closing balances and running totals hold (account-days.ts).

const movement = (at: string, from: string, to: string, amount: number, fromBalanceAfter: number, toBalanceAfter: number): Movement => ({
  movementId: at, kind: 'Transfer' as Movement['kind'], group: 'Credits' as Movement['group'], from, to, amount, fromBalanceAfter, toBalanceAfter,
  reference: null, description: null, idempotencyKey: null, actorId: null, at,
});

describe('account buckets', () => {
  it('count a movement recorded after a later day on that day, in the batch and after the last bucket before it', () => {
    const last = new Map([['b', { day: '2026-03-10', totals: { received: 0, used: 0, creditsIn: 0, creditsInCount: 0, software: 0 } }]]);
    const buckets = new Buckets(new Map(), new Map(), last);
    buckets.movement(movement('2026-03-12T10:00:00.000Z', 'house', 'a', 100, -100, 100));
    // Recorded after the 12th's, stamped the 11th: a's bucket of the 12th, its balance the later one.
    buckets.movement(movement('2026-03-11T23:59:59.000Z', 'house', 'a', 50, -150, 150));
    // b's last bucket is the 10th: a movement stamped the 9th goes there (the house's, to its 12th).
    buckets.movement(movement('2026-03-09T10:00:00.000Z', 'house', 'b', 20, -170, 20));
    expect([...buckets.accountDays.keys()].sort()).toEqual(['a|2026-03-12', 'b|2026-03-10', 'house|2026-03-12']);
    expect(buckets.accountDays.get('a|2026-03-12')).toMatchObject({ received: 150, movements: 2, balance: 150 });
    expect(buckets.accountDays.get('b|2026-03-10')).toMatchObject({ received: 20, balance: 20 });
  });
});
