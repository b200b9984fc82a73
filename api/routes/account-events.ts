import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { accountEvent, accountStream, type AccountEventData, type AccountEventType } from '../../events/accounts/events.js';
import { publishAfterCommit } from '../../events/store/outbox.js';
import type { AppendResult, NewEvent } from '../../events/store/port.js';
import type { Database } from '../../database/schema.js';

/** Record what happened to an account in its stream; the response waits for the projections. */
export const recordAccountEvent = <T extends AccountEventType>(app: FastifyInstance, type: T, data: AccountEventData[T]) =>
  app.record(accountStream(data.userId), [accountEvent(randomUUID(), type, data)]);

export type RecordInTransaction = <T extends AccountEventType>(type: T, data: AccountEventData[T]) => Promise<void>;
export type AppendInTransaction = (stream: string, events: NewEvent[]) => Promise<void>;

/**
 * A change to plain tables and the events that record it, in one transaction: a crash or a failed
 * append between them can no longer keep one and lose the other. On PostgreSQL the events are
 * appended inside the transaction; on EventStoreDB they go to the outbox inside it and are relayed
 * with the same ids after the commit (events/store/outbox.ts). The answer then waits for the
 * projections (read-your-writes).
 */
export const withEvents = async <R>(
  app: FastifyInstance,
  work: (trx: Transaction<Database>, append: AppendInTransaction) => Promise<R>,
  afterCommit?: () => void,
): Promise<R> => {
  const appended: AppendResult[] = [];
  const result = await app.db.transaction().execute((trx) =>
    work(trx, async (stream, events) => {
      appended.push(await app.store.appendToStream(stream, events, { transaction: trx }));
    }),
  );
  afterCommit?.();
  // The change is committed: a relay that fails now (EventStoreDB unreachable) leaves the events in the
  // outbox for the next sweep rather than failing the request.
  const position = await publishAfterCommit(app.db, app.store, appended).catch((error: unknown) => {
    app.log.warn({ err: error }, 'events wait in the outbox');
    return null;
  });
  if (position && !(await app.runner.waitFor(position))) app.log.warn('projections did not reach the recorded events in time');
  return result;
};

/** `withEvents` for account events (`user-<id>` streams); the accounts touched are forgotten by this instance's sign-in cache. */
export const withAccountEvents = async <R>(app: FastifyInstance, work: (trx: Transaction<Database>, record: RecordInTransaction) => Promise<R>): Promise<R> => {
  const accounts = new Set<string>();
  return withEvents(
    app,
    (trx, append) =>
      work(trx, async (type, data) => {
        await append(accountStream(data.userId), [accountEvent(randomUUID(), type, data)]);
        accounts.add(data.userId);
      }),
    // A deactivation or a closed session refuses the very next request of this instance.
    () => accounts.forEach((id) => app.forgetUser(id)),
  );
};
