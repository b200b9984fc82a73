import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, LedgerCommand } from '../../../events/credit/commands.js';
import { parseAmount, type Cents } from '../../../events/credit/credits.js';
import { MAX_CREDIT_AMOUNT } from '../../../events/constants.js';
import { INVALID_AMOUNT, LedgerRefused, NOT_A_CREDIT_ACCOUNT, SAME_ACCOUNT } from '../../../events/credit/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import type { Idempotency } from '../../http/idempotency.js';
import { HttpError } from '../../http/errors.js';
import { problem } from '../../../events/problem.js';

export const USER_NOT_FOUND = problem('USER_NOT_FOUND', 'User not found');

export const actorOf = (user: AuthUser): Actor => ({ id: user.id, isAdmin: user.roles.includes('Admin'), ...(user.subUser ? { subUserId: user.subUser.id } : {}) });

/** A typed amount as cents, at most `max` credits (or EUR); else the spec's "Please enter a valid amount". */
export const amountOrRefuse = (value: number | string, max: number = MAX_CREDIT_AMOUNT): Cents => {
  const cents = parseAmount(value);
  if (cents === null || cents > max * 100) throw new LedgerRefused(400, INVALID_AMOUNT);
  return cents;
};

/** Roles that hold credits; staff (Admin, Calibrator, Support) accounts hold none. */
const CREDIT_HOLDER_ROLES = ['Distributor', 'Dealer', 'SubDealer'];

/** Credits move to and from distributors, dealers and sub-dealers only (never the caller itself). */
export const assertCreditAccount = (account: { id: string; roles: readonly string[] }, caller: { id: string }) => {
  if (account.id === caller.id) throw new LedgerRefused(400, SAME_ACCOUNT);
  if (!account.roles.some((role) => CREDIT_HOLDER_ROLES.includes(role))) throw new LedgerRefused(422, NOT_A_CREDIT_ACCOUNT);
};

/** Ids and time for a movement command: a keyed request always gets the same movement id. */
export const movementBasics = (app: FastifyInstance, user: AuthUser, idempotency: Idempotency) => ({
  movementId: idempotency.scopedKey ? deterministicUuid(`movement:${idempotency.scopedKey}`) : randomUUID(),
  idempotencyKey: idempotency.scopedKey,
  actor: actorOf(user),
  at: app.now().toISOString(),
});

/** Hand a command to the ledger and wait until the read models show it (read-your-writes). */
export const runLedgerCommand = async (app: FastifyInstance, command: LedgerCommand) => {
  const result = await app.ledger.handle(command);
  // A retried key decided nothing itself: wait for everything, its twin may still be folding.
  const types = result.events.length ? result.events.map((e) => e.type) : undefined;
  if (result.position && !(await app.runner.waitFor(result.position, undefined, types))) {
    app.log.warn('ledger read models did not reach the new movement in time');
  }
  return result;
};

/** The account's row; one this request read already (the sign-in's, `accountsInBody`) is not read again. */
export const requireAccount = async (app: FastifyInstance, id: string, request?: FastifyRequest) => {
  const user = await (request?.accountReads?.get(id) ?? app.userById(id));
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  return user;
};
