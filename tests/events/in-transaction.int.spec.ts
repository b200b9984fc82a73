import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { accountStream, type AccountEvent } from '../../events/accounts/events.js';
import { FakeClient } from '../../events/store/eventstoredb.fake.js';
import { eventStoreDbEventStoreFromClient } from '../../events/store/eventstoredb.js';
import { publishAfterCommit, relayOutbox } from '../../events/store/outbox.js';
import type { EventStore, NewEvent } from '../../events/store/port.js';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';

// A plain-table change and the event that records it commit in one transaction: on PostgreSQL the
// append joins the caller's transaction; on EventStoreDB an outbox row does, relayed with the same id.

let portal: TestPortal;
let ids: Record<string, string>;
let tokens: Record<string, string>;

beforeAll(async () => {
  portal = await createTestPortal();
  ({ ids, tokens } = await signInDemo(portal, ['admin']));
  await sql`CREATE TABLE notes (stream text PRIMARY KEY, value text NOT NULL)`.execute(portal.services.db);
});
afterAll(async () => portal?.close());

const event = (type = 'Noted'): NewEvent => ({ id: randomUUID(), type, data: { at: new Date().toISOString() } });
/** A plain table the tests change beside their events. */
const noteOf = async (stream: string) =>
  (await sql<{ value: string }>`SELECT value FROM notes WHERE stream = ${stream}`.execute(portal.services.db)).rows[0]?.value ?? null;
const FAILED = 'the append failed';

describe('PostgreSQL: appending inside the caller\'s transaction', () => {
  const stream = () => `note-${randomUUID()}`;
  const store = () => portal.services.store;

  it('commits the events with the transaction, at the revision expected', async () => {
    const s = stream();
    const written = event();
    const result = await portal.services.db.transaction().execute(async (trx) => {
      const first = await store().appendToStream(s, [written], { transaction: trx, expectedRevision: 'no_stream' });
      // Not visible to anyone else before the commit.
      expect(await store().readStream(s)).toEqual([]);
      return first;
    });
    expect(result.nextRevision).toBe(0n);
    expect((await store().readStream(s)).map((e) => e.id)).toEqual([written.id]);
    expect(await portal.services.runner.waitFor(result.position, 10_000)).toBe(true);
    await expect(portal.services.db.transaction().execute((trx) => store().appendToStream(s, [event()], { transaction: trx, expectedRevision: 'no_stream' })))
      .rejects.toMatchObject({ name: 'WrongExpectedVersion' });
  });

  it('stores nothing when the transaction rolls back', async () => {
    const s = stream();
    await expect(portal.services.db.transaction().execute(async (trx) => {
      await store().appendToStream(s, [event()], { transaction: trx });
      throw new Error('the table change failed');
    })).rejects.toThrow('the table change failed');
    expect(await store().readStream(s)).toEqual([]);
    expect(await store().appendToStream(s, [event()], { expectedRevision: 'no_stream' })).toMatchObject({ nextRevision: 0n });
  });
});

describe('an account change and its event, in one transaction', () => {
  /** The portal's store, whose account-event appends fail (inside a transaction: after writing, the connection lost mid-way). */
  const failingAccountEvents = (store: EventStore): EventStore => ({
    ...store,
    appendToStream: async (stream, events, options) => {
      if (!stream.startsWith('user-')) return store.appendToStream(stream, events, options);
      if (options?.transaction) await store.appendToStream(stream, events, options);
      throw new Error(FAILED);
    },
  });
  const deactivate = (app = portal.app, id = ids.distributor) =>
    app.inject({ method: 'PUT', url: `/api/users/${id}`, payload: { active: false }, headers: portal.auth(tokens.admin) });
  const active = async (id: string) => (await portal.services.db.selectFrom('users').select('active').where('id', '=', id).executeTakeFirstOrThrow()).active;
  const accountEvents = async (id: string) => (await portal.services.store.readStream<AccountEvent>(accountStream(id))).map((e) => e.type);

  it('leaves the user active and records nothing when the append fails', async () => {
    const app = await buildApp({ services: { ...portal.services, store: failingAccountEvents(portal.services.store) }, serveAdmin: false });
    await app.ready();
    try {
      const response = await deactivate(app);
      expect(response.statusCode).toBe(500);
      expect(await active(ids.distributor)).toBe(true);
      expect(await accountEvents(ids.distributor)).not.toContain('UserDeactivated');
    } finally {
      await app.close();
    }
  });

  it('deactivates and records UserDeactivated together', async () => {
    const response = await deactivate(portal.app, ids.dealer);
    expect(response.statusCode).toBe(200);
    expect(await active(ids.dealer)).toBe(false);
    expect(await accountEvents(ids.dealer)).toContain('UserDeactivated');
  });
});

describe('EventStoreDB: the outbox', () => {
  const setup = () => {
    const client = new FakeClient();
    return { client, store: eventStoreDbEventStoreFromClient(client) };
  };
  const outboxIds = async () => (await sql<{ event_id: string }>`SELECT event_id FROM event_outbox ORDER BY seq`.execute(portal.services.db)).rows.map((r) => r.event_id);
  const writeInTransaction = (store: EventStore, stream: string, events: NewEvent[], fail = false) =>
    portal.services.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes (stream, value) VALUES (${stream}, 'changed')`.execute(trx);
      const result = await store.appendToStream(stream, events, { transaction: trx });
      if (fail) throw new Error(FAILED);
      return result;
    });

  it('keeps the row with the table change, and relays it once after a crash, with the same id', async () => {
    const { client, store } = setup();
    const stream = `user-${randomUUID()}`;
    const written = [event('UserDeactivated'), event('RolesChanged')];
    const result = await writeInTransaction(store, stream, written);
    expect(result.pending).toBe(true);
    // The process dies here, before relaying: the table change and the outbox row are both committed.
    expect(await noteOf(stream)).toBe('changed');
    expect(await outboxIds()).toEqual(written.map((e) => e.id));
    expect(client.log).toEqual([]);
    // The next process's sweep relays it.
    const position = await relayOutbox(portal.services.db, store);
    expect(client.log.map((e) => [e.streamId, e.id, e.type])).toEqual(written.map((e) => [stream, e.id, e.type]));
    expect(position).toEqual({ commit: client.log[1].position!.commit, prepare: client.log[1].position!.prepare });
    expect(await outboxIds()).toEqual([]);
    // A crash after appending but before deleting the row: relayed again, stored once.
    await sql`INSERT INTO event_outbox (event_id, stream_id, type, data) VALUES (${written[0].id}, ${stream}, ${written[0].type}, '{}')`.execute(portal.services.db);
    await relayOutbox(portal.services.db, store);
    expect(client.log).toHaveLength(2);
    expect(await outboxIds()).toEqual([]);
  });

  it('writes nothing when the transaction rolls back, and relays at once after a commit', async () => {
    const { client, store } = setup();
    const stream = `user-${randomUUID()}`;
    await expect(writeInTransaction(store, stream, [event()], true)).rejects.toThrow(FAILED);
    expect(await outboxIds()).toEqual([]);
    expect(await noteOf(stream)).toBeNull();
    const result = await writeInTransaction(store, stream, [event()]);
    const position = await publishAfterCommit(portal.services.db, store, [result]);
    expect(client.log).toHaveLength(1);
    expect(position).toEqual({ commit: client.log[0].position!.commit, prepare: client.log[0].position!.prepare });
    expect(await outboxIds()).toEqual([]);
  });

  it('takes only expectedRevision any inside a transaction (it is relayed later)', async () => {
    const { store } = setup();
    await expect(portal.services.db.transaction().execute((trx) => store.appendToStream('s', [event()], { transaction: trx, expectedRevision: 'no_stream' })))
      .rejects.toThrow(/expectedRevision any/);
  });
});
