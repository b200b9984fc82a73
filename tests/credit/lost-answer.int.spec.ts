import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { createLedgerService } from '../../api/services/ledger.js';
import type { TransferCredits } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { creditOrderStream, type CreditOrderEvent } from '../../events/creditOrders/events.js';
import { LEDGER_STREAM, isMovementEvent, type LedgerEvent } from '../../events/credit/events.js';
import { usePortal } from '../support/use-portal.js';
import { answerLost } from './lost-answer.js';

// A ledger append whose commit succeeded but whose answer was lost is not decided again: the
// service answers the recorded movement, and the credits moved once (PostgreSQL adapter).

const { portal, ids, tokens } = usePortal(['admin', 'distributor']);

const movements = async () =>
  (await portal.services.store.readStream<LedgerEvent>(LEDGER_STREAM)).filter(isMovementEvent).map((e) => e.data);

const fromHouse = (to: string, amount: number): TransferCredits => ({
  type: 'TransferCredits', movementId: randomUUID(), amount, idempotencyKey: null, actor: { id: 'admin', isAdmin: true },
  at: new Date().toISOString(), from: HOUSE_ACCOUNT, to, description: null, toParentId: null, fromCanSale: false,
});

describe('an append whose answer was lost (PostgreSQL)', () => {
  it('answers the recorded movement and moves the credits once', async () => {
    const lossy = answerLost(portal.services.store);
    const ledger = createLedgerService(lossy.store);
    await ledger.start();
    const account = `lost-${randomUUID()}`;
    const command = fromHouse(account, 700);
    const answer = await ledger.handle(command);
    expect(lossy.seen.lost).toBe(1);
    expect(answer.movement).toMatchObject({ movementId: command.movementId, to: account, amount: 700, toBalanceAfter: 700 });
    expect(answer.position).not.toBeNull();
    expect((await movements()).filter((m) => m.to === account)).toHaveLength(1);
    expect(ledger.balance(account)).toBe(700);
  });

  it('answers 200 with the same movement over HTTP, not 500, and a client that does not retry sees it once', async () => {
    const lossy = answerLost(portal.services.store);
    const ledger = createLedgerService(lossy.store);
    await ledger.start();
    const app = await buildApp({ services: { ...portal.services, ledger }, serveAdmin: false });
    await app.ready();
    try {
      const before = (await movements()).filter((m) => m.to === ids.dealer).length;
      const response = await app.inject({
        method: 'POST', url: '/api/credit/transfer', payload: { to: ids.dealer, amount: 12 }, headers: portal.auth(tokens.admin),
      });
      expect(lossy.seen.lost).toBe(1);
      expect(response.statusCode).toBe(200);
      const toDealer = (await movements()).filter((m) => m.to === ids.dealer);
      expect(toDealer).toHaveLength(before + 1);
      expect(response.json()).toMatchObject({ id: toDealer.at(-1)!.movementId, amount: 12 });
    } finally {
      await app.close();
    }
  });

  it('asks the journal for an id older than the window of recent ids', async () => {
    const ledger = createLedgerService(portal.services.store, { recordedWindow: 2 });
    await ledger.start();
    const account = `old-${randomUUID()}`;
    const first = fromHouse(account, 100);
    const recorded = await ledger.handle(first);
    for (let i = 0; i < 3; i += 1) await ledger.handle(fromHouse(account, 10));
    expect(ledger.state().recorded.has(first.movementId)).toBe(false);
    // The same command again (e.g. re-sent by a caller that kept its movement id): nothing moves.
    const again = await ledger.handle(first);
    expect(again.events).toEqual([]);
    expect(again.movement).toEqual(recorded.movement);
    expect((await movements()).filter((m) => m.to === account).map((m) => m.amount)).toEqual([100, 10, 10, 10]);
    expect(ledger.balance(account)).toBe(130);
  });
});

describe('a credit-order command whose answer was lost (handleCommand)', () => {
  it('records the payment once and answers it', async () => {
    const placed = await portal.app.inject({
      method: 'POST', url: '/api/credit-order', payload: { credits: 100, paymentMethod: 'bank_transfer' }, headers: portal.auth(tokens.distributor),
    });
    expect(placed.statusCode).toBe(200);
    const orderId: string = placed.json().id;
    const lossy = answerLost(portal.services.store);
    const app = await buildApp({ services: { ...portal.services, store: lossy.store }, serveAdmin: false });
    await app.ready();
    try {
      const part = await app.inject({
        method: 'POST', url: `/api/credit-order/confirm-payment/${orderId}`, payload: { amount: 40 }, headers: portal.auth(tokens.admin),
      });
      expect(lossy.seen.lost).toBe(1);
      expect(part.statusCode).toBe(200);
      expect(part.json()).toMatchObject({ status: 'Partially paid', paidAmount: 40 });
      const events = await portal.services.store.readStream<CreditOrderEvent>(creditOrderStream(orderId));
      expect(events.filter((e) => e.type === 'PaymentReceived')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
