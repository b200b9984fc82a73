import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deterministicUuid } from '../../events/deterministic-id.js';
import { soakRecord, type TransferWrite } from '../../scripts/soak/record.js';
import { checkWrites } from '../../scripts/soak/writes.js';
import { usePortal } from '../support/use-portal.js';
import { caughtUp } from '../support/caught-up.js';

// The soak's end checks (scripts/soak/writes.ts) must see what they are there for: an acknowledged
// write that is missing, a movement nobody asked for, an amount other than the one asked for.
// Each case starts from a faithful record (no mismatch) and spoils one thing.

const { portal, ids, headers } = usePortal(['admin']);

/** The administrator moves `credits` to the dealer under a fresh key; answers the write as the soak records it. */
const transfer = async (credits: number): Promise<TransferWrite> => {
  const key = randomUUID();
  const response = await portal.app.inject({ method: 'POST', url: '/api/credit/transfer', headers: { ...headers.admin, 'idempotency-key': key }, payload: { to: ids.dealer, amount: credits } });
  expect(response.statusCode, response.body).toBe(200);
  const scopedKey = `${ids.admin}:${key}`;
  return { scopedKey, movementId: deterministicUuid(`movement:${scopedKey}`), to: ids.dealer, cents: credits * 100, acked: true };
};

const openingRevision = async () =>
  Number((await portal.services.pool.query<{ revision: string | null }>("SELECT max(revision) AS revision FROM events WHERE stream_id = 'ledger'")).rows[0].revision ?? -1);

const check = async (record: ReturnType<typeof soakRecord>, opening: number) => {
  const { store, runner, pool } = portal.services;
  expect(await caughtUp({ runner, pool })).toBe(true);
  return checkWrites(pool, record, opening);
};

describe("the soak's end checks", () => {
  it('find nothing wrong when the journal holds exactly the acknowledged writes', async () => {
    const opening = await openingRevision();
    const record = soakRecord();
    record.transfers.push(await transfer(7), await transfer(3));
    expect(await check(record, opening)).toEqual([]);
  });

  it('name an acknowledged transfer that is not in the journal', async () => {
    const opening = await openingRevision();
    const record = soakRecord();
    record.transfers.push(await transfer(5));
    const lost = { ...record.transfers[0], scopedKey: `${ids.admin}:${randomUUID()}`, movementId: randomUUID() };
    record.transfers.push(lost);
    expect(await check(record, opening)).toEqual([`acknowledged transfer ${lost.movementId} of 5 credits is not in the journal`]);
  });

  it('name a movement no write of the soak made, and the balances it changed', async () => {
    const opening = await openingRevision();
    const record = soakRecord();
    record.transfers.push(await transfer(4));
    const stranger = await transfer(2); // made, but not recorded: as if an effect had been doubled elsewhere
    const wrong = await check(record, opening);
    expect(wrong).toContain(`movement ${stranger.movementId} (CreditsTransferred, 2 credits) comes from no write of the soak`);
    expect(wrong.filter((line) => line.startsWith('balance of '))).toHaveLength(2); // the house and the dealer
  });

  it('name a balance that differs from the opening plus the amounts the soak asked for', async () => {
    const opening = await openingRevision();
    const record = soakRecord();
    record.transfers.push({ ...(await transfer(9)), cents: 800 });
    const wrong = await check(record, opening);
    expect(wrong).toHaveLength(2);
    expect(wrong.every((line) => /^balance of (house|[0-9a-f-]{36}): read model .* opening \+ the soak's writes /.test(line))).toBe(true);
  });

  it('name an acknowledged chat message that is missing', async () => {
    const record = soakRecord();
    record.messages.push({ kind: 'chat', text: `never stored ${randomUUID()}`, acked: true });
    expect(await check(record, await openingRevision())).toEqual([`acknowledged chat message "${record.messages[0].text}" is missing`]);
  });
});
