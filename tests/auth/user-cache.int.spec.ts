import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserCache, type UserCache } from '../../api/services/user-cache.js';
import { createUserLookup, type UserById, type UserLookup } from '../../api/services/user-lookup.js';
import { createTestDatabase } from '../support/database.js';

// The account facts kept in memory (api/services/user-cache.ts) against a real PostgreSQL: two
// caches stand for two instances of the portal on one database.

type Db = Awaited<ReturnType<typeof createTestDatabase>>;

const quiet = () => undefined;

/** A lookup that counts the reads reaching the table. */
const counted = (db: Db) => {
  const read = createUserLookup(db.db);
  const counter = { reads: 0, lookup: ((id: string) => { counter.reads += 1; return read(id); }) as UserLookup };
  return counter;
};

const insertUser = async (db: Db) => {
  const id = randomUUID();
  await db.db.insertInto('users').values({
    id, email: `${id}@cache.test`, password_hash: 'x', first_name: 'Cache', last_name: 'Test', phone: '', country_id: null,
    roles: ['Dealer'], email_verified_at: null, parent_id: null, two_factor_secret: null, order_sections: null,
  }).execute();
  return id;
};

/** Polls until `check` holds (a notification travels asynchronously); fails after two seconds. */
const eventually = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the cache never saw the change');
};

describe('the account facts kept in memory', () => {
  let db: Db;
  const caches: UserCache[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const cache of caches) await cache.stop();
    await db.close();
  });
  const started = async (lookup: UserLookup) => {
    const cache = createUserCache(db.pool, lookup, quiet);
    caches.push(cache);
    await cache.start();
    return cache;
  };

  it('reads a row once, and every instance drops it when any code path changes it', async () => {
    const id = await insertUser(db);
    const one = counted(db);
    const two = counted(db);
    const first = await started(one.lookup);
    const second = await started(two.lookup);
    expect((await first.lookup(id))?.active).toBe(true);
    expect((await second.lookup(id))?.active).toBe(true);
    await first.lookup(id);
    await second.lookup(id);
    expect([one.reads, two.reads]).toEqual([1, 1]);
    // A plain UPDATE, no event, no portal code: the trigger still tells both.
    await db.pool.query('UPDATE users SET active = false, session_version = session_version + 1 WHERE id = $1', [id]);
    await eventually(async () => (await first.lookup(id))?.active === false);
    await eventually(async () => (await second.lookup(id))?.active === false);
    expect((await second.lookup(id))?.session_version).toBe(1);
  });

  it('keeps nothing while it does not listen, so nothing can go stale unnoticed', async () => {
    const id = await insertUser(db);
    const reads = counted(db);
    const cache = createUserCache(db.pool, reads.lookup, quiet);
    await cache.lookup(id);
    await cache.lookup(id);
    expect(reads.reads).toBe(2);
    await cache.start();
    await cache.lookup(id);
    await cache.lookup(id);
    expect(reads.reads).toBe(3);
    await cache.stop();
    await cache.lookup(id);
    expect(reads.reads).toBe(4);
  });

  it('does not keep a read that was in flight when a row changed', async () => {
    const id = await insertUser(db);
    const read = createUserLookup(db.db);
    let release: (() => void) | null = null;
    let reads = 0;
    const slow: UserLookup = async (userId) => {
      reads += 1;
      const row = await read(userId);
      if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return row;
    };
    const cache = await started(slow);
    const inFlight = cache.lookup(id);
    await eventually(async () => release !== null);
    // The change commits and is told while the first read (an old row) is still on its way.
    cache.forget(id);
    await db.pool.query("UPDATE users SET roles = '{Distributor}' WHERE id = $1", [id]);
    release!();
    expect((await inFlight)?.roles).toEqual(['Dealer']);
    const next = (await cache.lookup(id)) as UserById;
    expect(next.roles).toEqual(['Distributor']);
    expect(reads).toBe(2);
  });

  it('forgets everything on a TRUNCATE', async () => {
    const id = await insertUser(db);
    const cache = await started(createUserLookup(db.db));
    expect(await cache.lookup(id)).toBeDefined();
    await db.pool.query('TRUNCATE users CASCADE');
    await eventually(async () => (await cache.lookup(id)) === undefined);
  });
});
