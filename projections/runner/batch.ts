import type { GlobalPosition, RecordedEvent } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import { advanceCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

/**
 * Fold one batch of events into one projection, checkpoint included, in one transaction. The
 * checkpoint moves first and only from `from`: it takes the row lock before any read-model change,
 * so an instance that lost its lock without knowing waits for the one that holds it, then rolls
 * back untouched (CheckpointMoved) instead of folding the same events a second time.
 */
export const applyBatch = (db: Db, projection: Projection, from: GlobalPosition, events: RecordedEvent[]) =>
  db.transaction().execute(async (trx) => {
    await advanceCheckpoint(trx, projection.name, from, events[events.length - 1].position);
    const handled = events.filter((event) => projection.handles.includes(event.type));
    if (projection.evolveBatch && handled.length > 1) await projection.evolveBatch(trx, handled);
    else for (const event of handled) await projection.evolve(trx, event);
  });
