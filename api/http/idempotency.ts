import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LedgerRefused } from '../../events/credit/errors.js';
import { HttpError, problem, refusalBody } from './errors.js';

// Every mutating call may carry an Idempotency-Key: a retry with the same key and body gets the
// first answer (success or refusal) and moves nothing twice; the same key with another body is a 422.
// Concurrent retries are safe too: the ledger derives the movement id from the key.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_REUSED = problem('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
export const MAX_KEY_LENGTH = 200;
export const KEY_TOO_LONG = problem('IDEMPOTENCY_KEY_TOO_LONG', 'The Idempotency-Key must have {limit} characters at most', { limit: MAX_KEY_LENGTH });

export type Idempotency = { key: string | null; scopedKey: string | null };

const requestHash = (request: FastifyRequest) =>
  createHash('sha256').update(`${request.method} ${request.url.split('?')[0]} ${JSON.stringify(request.body ?? null)}`).digest('hex');

/** Runs `handler` once per key; answers and stores its result (or its refusal). */
export const idempotent = async <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  handler: (idempotency: Idempotency) => Promise<{ status: number; body: T }>,
): Promise<FastifyReply> => {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof raw === 'string' && raw.trim() ? raw.trim() : null;
  if (key && key.length > MAX_KEY_LENGTH) throw new HttpError(400, KEY_TOO_LONG);
  if (!key) {
    const { status, body } = await handler({ key: null, scopedKey: null });
    return reply.code(status).send(body);
  }
  const hash = requestHash(request);
  const stored = await app.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  if (stored) {
    if (stored.request_hash !== hash) throw new HttpError(422, KEY_REUSED);
    return reply.code(stored.status_code).header('Idempotent-Replayed', 'true').send(stored.response);
  }
  let answer: { status: number; body: unknown };
  try {
    answer = await handler({ key, scopedKey: `${userId}:${key}` });
  } catch (error) {
    if (!(error instanceof LedgerRefused)) throw error; // only a decided refusal is an answer worth replaying
    answer = { status: error.status, body: refusalBody(error) };
  }
  const saved = await app.db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: hash, status_code: answer.status, response: JSON.stringify(answer.body) })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!saved) {
    // A concurrent twin stored its answer first: answer the same.
    const first = await app.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirstOrThrow();
    if (first.request_hash !== hash) throw new HttpError(422, KEY_REUSED);
    return reply.code(first.status_code).send(first.response);
  }
  return reply.code(answer.status).send(answer.body);
};
