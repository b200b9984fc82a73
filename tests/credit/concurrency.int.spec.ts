import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../api/app.js';
import { createLedgerService } from '../../api/services/ledger.js';
import type { TransferCredits } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { LEDGER_STREAM, isMovementEvent, type Movement } from '../../events/credit/events.js';
import { WrongExpectedVersion, type EventStore } from '../../events/store/port.js';
import { usePortal } from '../support/use-portal.js';

// The debit rule under contention: many requests racing for the same credits, retried keys, and
// two API processes sharing one journal. The HTTP tests run in order and hand their accounts on:
// the transfers fill the dealer, the deductions empty it, the two-app test fills it again.

const { portal, ids, tokens } = usePortal(['admin', 'distributor', 'dealer']);

const post = (app: App, who: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...portal.auth(tokens[who]), ...headers } });

/** Every movement of the journal (the `ledger` stream), in order. */
const journal = async (store: EventStore = portal.services.store): Promise<Movement[]> =>
  (await store.readStream(LEDGER_STREAM)).filter(isMovementEvent).map((e) => e.data as Movement);

const balanceIn = (movements: Movement[], account: string) =>
  movements.reduce((sum, m) => sum + (m.to === account ? m.amount : 0) - (m.from === account ? m.amount : 0), 0);

/** Both read models once the projections have reached the journal's last event. */
const readModels = async () => {
  // Not the feed's head: another file's open transaction on the shared cluster can hold it back.
  const [last] = await portal.services.store.readStream(LEDGER_STREAM, { direction: 'backwards', maxCount: 1 });
  expect(await portal.services.runner.waitFor(last.position, 10_000)).toBe(true);
  const db = portal.services.db;
  const accounts = await db.selectFrom('ledger_accounts').select(['account', 'balance']).execute();
  const movements = await db.selectFrom('ledger_movements').selectAll().orderBy('revision').execute();
  return { balances: new Map(accounts.map((a) => [a.account, Number(a.balance)])), movements };
};

/** The debited account never went below zero, in the read model or in any movement's balance-after. */
const expectNeverNegative = async (account: string) => {
  const { balances, movements } = await readModels();
  expect(balances.get(account)).toBeGreaterThanOrEqual(0);
  for (const m of movements) {
    if (m.from_account === account) expect(Number(m.from_balance_after)).toBeGreaterThanOrEqual(0);
    if (m.to_account === account) expect(Number(m.to_balance_after)).toBeGreaterThanOrEqual(0);
  }
  for (const m of await journal()) {
    if (m.from === account) expect(m.fromBalanceAfter).toBeGreaterThanOrEqual(0);
    if (m.to === account) expect(m.toBalanceAfter).toBeGreaterThanOrEqual(0);
  }
};

/** Transfers only move credits: the sum of all balances, the house included, stays 0. */
const expectBalancesSumToZero = async () => {
  const { balances } = await readModels();
  expect(balances.has(HOUSE_ACCOUNT)).toBe(true);
  expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(0);
  expect([...portal.services.ledger.state().balances.values()].reduce((a, b) => a + b, 0)).toBe(0);
};

const DEBITS = 200;
const AFFORDABLE = 100;

/** A movement reply (200) or an error body. */
type Answer = { status: number; body: { id: string; from: string; balanceAfter: number; statusCode?: number; message?: string } };

/** Fires every request at once and answers the status codes and bodies. */
const race = async (requests: (() => Promise<{ statusCode: number; json(): Answer['body'] }>)[]): Promise<Answer[]> => {
  const answers = await Promise.all(requests.map((send) => send()));
  return answers.map((a) => ({ status: a.statusCode, body: a.json() }));
};

const expectExactlyAffordableSucceeded = (answers: Answer[], from: string) => {
  const ok = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  expect(ok).toHaveLength(AFFORDABLE);
  expect(refused).toHaveLength(DEBITS - AFFORDABLE);
  for (const r of refused) expect(r.body).toMatchObject({ statusCode: 402, message: 'Insufficient funds' });
  // Each success was decided against a different balance: 99.00, 98.00, ... 0.00, each exactly once.
  const after = ok.map((a) => Math.round(a.body.balanceAfter * 100)).sort((a, b) => b - a);
  expect(after).toEqual(Array.from({ length: AFFORDABLE }, (_, i) => (AFFORDABLE - 1 - i) * 100));
  expect(new Set(ok.map((a) => a.body.id)).size).toBe(AFFORDABLE);
  for (const a of ok) expect(a.body.from).toBe(from);
};

describe('ledger under concurrent debits', () => {
  it(`lets ${DEBITS} concurrent transfers of 1.00 from an account holding ${AFFORDABLE}.00 succeed exactly ${AFFORDABLE} times`, async () => {
    const funded = await post(portal.app, 'admin', '/api/credit/transfer', { to: ids.distributor, amount: AFFORDABLE });
    expect(funded.statusCode).toBe(200);
    const before = (await journal()).length;

    const answers = await race(Array.from({ length: DEBITS }, () => () => post(portal.app, 'distributor', '/api/credit/transfer', { to: ids.dealer, amount: 1 })));
    expectExactlyAffordableSucceeded(answers, ids.distributor);

    const movements = await journal();
    expect(movements.length - before).toBe(AFFORDABLE);
    expect(balanceIn(movements, ids.distributor)).toBe(0);
    expect(balanceIn(movements, ids.dealer)).toBe(AFFORDABLE * 100);
    const { balances, movements: rows } = await readModels();
    expect(balances.get(ids.distributor)).toBe(0);
    expect(balances.get(ids.dealer)).toBe(AFFORDABLE * 100);
    expect(rows).toHaveLength(movements.length);
    await expectNeverNegative(ids.distributor);
    await expectBalancesSumToZero();
  });

  it(`lets ${DEBITS} concurrent deductions of 1.00 from an account holding ${AFFORDABLE}.00 succeed exactly ${AFFORDABLE} times`, async () => {
    // The dealer holds what the previous test sent it; the distributor (its parent) takes it back.
    expect(portal.services.ledger.balance(ids.dealer)).toBe(AFFORDABLE * 100);
    const answers = await race(Array.from({ length: DEBITS }, (_, i) => () =>
      post(portal.app, 'distributor', '/api/credit/deduced', { from: ids.dealer, amount: '1.00', reason: `Correction ${i}` })));
    expectExactlyAffordableSucceeded(answers, ids.dealer);
    const { balances } = await readModels();
    expect(balances.get(ids.dealer)).toBe(0);
    expect(balances.get(ids.distributor)).toBe(AFFORDABLE * 100);
    await expectNeverNegative(ids.dealer);
    await expectBalancesSumToZero();
  });

  it('moves credits once for one Idempotency-Key sent 10 times at once, and every answer names the same movement', async () => {
    const before = await journal();
    const headers = { 'idempotency-key': `burst-${randomUUID()}` };
    const answers = await race(Array.from({ length: 10 }, () => () => post(portal.app, 'admin', '/api/credit/transfer', { to: ids.subdealer, amount: 7.5 }, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const after = await journal();
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)!.movementId).toBe(answers[0].body.id);
    expect(balanceIn(after, ids.subdealer) - balanceIn(before, ids.subdealer)).toBe(750);
    const { movements } = await readModels();
    expect(movements.filter((m) => m.movement_id === answers[0].body.id)).toHaveLength(1);
  });
});

/** The store as another API process sees it, counting the conflicts its appends ran into. */
const countingConflicts = (store: EventStore, beforeAppend: () => Promise<void> = async () => undefined) => {
  const seen = { conflicts: 0 };
  const wrapped: EventStore = {
    ...store,
    appendToStream: async (stream, events, options) => {
      await beforeAppend();
      try {
        return await store.appendToStream(stream, events, options);
      } catch (error) {
        if (error instanceof WrongExpectedVersion) seen.conflicts += 1;
        throw error;
      }
    },
  };
  return { store: wrapped, seen };
};

/** Lets the first `parties` appends through only together, so their expected revisions collide. */
const barrier = (parties: number) => {
  let waiting: (() => void)[] = [];
  let passed = 0;
  return async () => {
    if (passed >= parties) return;
    passed += 1;
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === parties) {
        waiting.forEach((go) => go());
        waiting = [];
      }
    });
  };
};

describe('two API processes on one journal', () => {
  const admin = { id: 'admin', isAdmin: true };
  const transfer = (from: string, to: string, amount: number, extra: Partial<TransferCredits> = {}): TransferCredits => ({
    type: 'TransferCredits', movementId: randomUUID(), amount, idempotencyKey: null, actor: from === HOUSE_ACCOUNT ? admin : { id: from, isAdmin: false },
    at: new Date().toISOString(), from, to, description: null, toParentId: from === HOUSE_ACCOUNT ? null : from, fromCanSale: true, ...extra,
  });

  it('decides again after the other process wrote: no overdraft, no lost movement, conflicts retried', async () => {
    const payer = `payer-${randomUUID()}`;
    const payees = Array.from({ length: 7 }, (_, i) => `payee-${i}-${randomUUID()}`);
    await portal.services.ledger.handle(transfer(HOUSE_ACCOUNT, payer, AFFORDABLE * 100));
    const together = barrier(2);
    const one = countingConflicts(portal.services.store, together);
    const two = countingConflicts(portal.services.store, together);
    const first = createLedgerService(one.store);
    const second = createLedgerService(two.store);
    await Promise.all([first.start(), second.start()]);

    const services = [first, second];
    const outcomes = await Promise.allSettled(Array.from({ length: DEBITS }, (_, i) => services[i % 2].handle(transfer(payer, payees[i % payees.length], 100))));
    const ok = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(ok).toHaveLength(AFFORDABLE);
    for (const reason of refused) expect(reason).toMatchObject({ status: 402, message: 'Insufficient funds' });
    expect(one.seen.conflicts + two.seen.conflicts).toBeGreaterThan(0); // the barrier made their first appends collide
    expect(ok.filter((r) => r.events.length === 0)).toHaveLength(0);

    const movements = (await journal()).filter((m) => m.from === payer);
    expect(movements.map((m) => m.movementId).sort()).toEqual(ok.map((r) => r.movement!.movementId).sort());
    expect(movements.map((m) => m.fromBalanceAfter)).toEqual(Array.from({ length: AFFORDABLE }, (_, i) => (AFFORDABLE - 1 - i) * 100));
    // Each hot state, right after its own write, equals a fold of the whole journal.
    for (const service of [first, second, portal.services.ledger]) {
      await service.handle(transfer(HOUSE_ACCOUNT, payees[0], 1));
      const all = await journal();
      for (const account of [payer, HOUSE_ACCOUNT, ...payees]) expect(service.balance(account)).toBe(balanceIn(all, account));
    }
    await expectNeverNegative(payer);
    await expectBalancesSumToZero();
  });

  it('splits 200 concurrent HTTP transfers over two apps with their own ledger services: exactly 100 succeed', async () => {
    const secondLedger = createLedgerService(portal.services.store);
    await secondLedger.start();
    const secondApp = await buildApp({ services: { ...portal.services, ledger: secondLedger }, serveAdmin: false });
    await secondApp.ready();
    try {
      // The dealer was emptied by the deductions above.
      expect(balanceIn(await journal(), ids.dealer)).toBe(0);
      expect((await post(portal.app, 'admin', '/api/credit/transfer', { to: ids.dealer, amount: AFFORDABLE })).statusCode).toBe(200);
      const apps = [portal.app, secondApp];
      const answers = await race(Array.from({ length: DEBITS }, (_, i) => () => post(apps[i % 2], 'dealer', '/api/credit/transfer', { to: ids.subdealer, amount: 1 })));
      expectExactlyAffordableSucceeded(answers, ids.dealer);
      await expectNeverNegative(ids.dealer);
      await expectBalancesSumToZero();
      const { balances } = await readModels();
      expect(balances.get(ids.dealer)).toBe(0);
      expect(balances.get(ids.subdealer)).toBe(balanceIn(await journal(), ids.subdealer));
    } finally {
      await secondApp.close();
    }
  });

  /** A second process whose `n`-th append first lets `meanwhile` run (the other process writing). */
  const interleaved = async (n: number, meanwhile: () => Promise<unknown>) => {
    let appends = 0;
    const two = countingConflicts(portal.services.store, async () => {
      appends += 1;
      if (appends === n) await meanwhile();
    });
    const second = createLedgerService(two.store);
    await second.start();
    return second;
  };

  it('answers a keyed command that the other process appended while this one was deciding with that movement, and loses no movement', async () => {
    const first = createLedgerService(portal.services.store);
    await first.start();
    const account = `keyed-${randomUUID()}`;
    const keyed = transfer(HOUSE_ACCOUNT, account, 500, { idempotencyKey: `admin:${randomUUID()}` });
    // Between the second process's catch-up and its append, the first appends another movement of
    // the account and then the very same keyed command (a client's retry sent to the other instance).
    const second = await interleaved(1, async () => {
      await first.handle(transfer(HOUSE_ACCOUNT, account, 300));
      await first.handle(keyed);
    });
    const answer = await second.handle(keyed);
    expect(answer.movement).toMatchObject({ movementId: keyed.movementId, toBalanceAfter: 800 });
    expect((await journal()).filter((m) => m.to === account).map((m) => [m.amount, m.toBalanceAfter])).toEqual([[300, 300], [500, 800]]);
    // The second process's hot state holds the movement it did not write, so its next decision is exact.
    expect(second.balance(account)).toBe(800);
    const next = await second.handle(transfer(HOUSE_ACCOUNT, account, 200));
    expect(next.movement?.toBalanceAfter).toBe(1000);
    expect(balanceIn(await journal(), account)).toBe(1000);
  });

  it('does not fail the other commands of a batch holding a keyed command the other process already appended', async () => {
    const first = createLedgerService(portal.services.store);
    await first.start();
    const account = `batch-${randomUUID()}`;
    const keyed = transfer(HOUSE_ACCOUNT, account, 500, { idempotencyKey: `admin:${randomUUID()}` });
    const second = await interleaved(2, () => first.handle(keyed));
    // While the first command is being appended the next two queue, and are appended together.
    const [, a, b] = await Promise.all([
      second.handle(transfer(HOUSE_ACCOUNT, `other-${randomUUID()}`, 1)),
      second.handle(keyed),
      second.handle(transfer(HOUSE_ACCOUNT, account, 100)),
    ]);
    expect(a.movement).toMatchObject({ movementId: keyed.movementId, toBalanceAfter: 500 });
    expect(b.movement?.toBalanceAfter).toBe(600);
    expect((await journal()).filter((m) => m.to === account).map((m) => [m.amount, m.toBalanceAfter])).toEqual([[500, 500], [100, 600]]);
  });
});
