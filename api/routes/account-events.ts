import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountEvent, accountStream, type AccountEventData, type AccountEventType } from '../../events/accounts/events.js';

/** Record what happened to an account in its stream; the response waits for the projections. */
export const recordAccountEvent = <T extends AccountEventType>(app: FastifyInstance, type: T, data: AccountEventData[T]) =>
  app.record(accountStream(data.userId), [accountEvent(randomUUID(), type, data)]);
