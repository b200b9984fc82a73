import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { START, type EventStore } from '../../events/store/port.js';
import { CheckpointMoved, readCheckpoint } from '../../projections/runner/checkpoints.js';
import { applyBatch, rebuildProjection } from '../../projections/runner/runner.js';
import { userActivityProjection } from '../../projections/userActivity/projection.js';
import { useFreshStore } from './support.js';

// The compare-and-set that makes a fold count once: a batch folded from a position the checkpoint
// has left (another instance's fold, a rebuild) rolls back without touching the read model.

const fresh = useFreshStore();

const signIns = (n: number) => {
  const userId = randomUUID();
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return fresh.store.appendToStream(accountStream(userId), Array.from({ length: n }, () => accountEvent(randomUUID(), 'UserSignedIn', { userId, ip: '10.0.0.1', twoFactor: false, at })));
};
/**
 * The feed shows a transaction once no older one runs in the cluster (pg_snapshot_xmin), and other
 * test files share this PostgreSQL: read until it shows the `count` events appended (no timing assumed).
 */
const readAllOf = async (after: Parameters<EventStore['readAll']>[0], count: number) => {
  for (;;) {
    const events = await fresh.store.readAll(after, Math.max(count, 1));
    if (events.length >= count) return events;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const activityRows = async () => Number((await fresh.database.db.selectFrom('user_activity').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the checkpoint compare-and-set', () => {
  it('lets one of two instances fold the same first batch, and the other rolls back', async () => {
    await signIns(3);
    const events = await readAllOf(START, 3);
    const results = await Promise.allSettled([0, 1].map(() => applyBatch(fresh.database.db, userActivityProjection, START, events)));
    // Named outcomes, so a failure says what the other instance met instead.
    const outcomes = results.map((r) => (r.status === 'fulfilled' ? 'folded' : r.reason instanceof CheckpointMoved ? 'CheckpointMoved' : String(r.reason)));
    expect(outcomes.sort()).toEqual(['CheckpointMoved', 'folded']);
    expect(await activityRows()).toBe(3);
    await expect(applyBatch(fresh.database.db, userActivityProjection, START, events)).rejects.toBeInstanceOf(CheckpointMoved);
  });

  it('stops a runner that lost its lock unknowingly from folding into a rebuild under way', async () => {
    await signIns(2_500); // more than one rebuild batch
    const folded = await readAllOf(START, 2_500);
    await applyBatch(fresh.database.db, userActivityProjection, START, folded);
    const stale = await readCheckpoint(fresh.database.db, userActivityProjection.name);
    await signIns(1);
    const late = await readAllOf(stale, 1);
    let zombie: Promise<unknown> | null = null;
    await rebuildProjection({ store: fresh.store, db: fresh.database.db, pool: fresh.database.pool, projection: userActivityProjection }, () => {
      // The old instance wakes up mid-rebuild and folds what it believes comes next.
      zombie ??= applyBatch(fresh.database.db, userActivityProjection, stale, late).then(() => 'folded', (error: unknown) => error);
    });
    expect(await zombie).toBeInstanceOf(CheckpointMoved);
    expect(await activityRows()).toBe(2_501);
    expect(await readCheckpoint(fresh.database.db, userActivityProjection.name)).toEqual(late[0].position);
  });
});
