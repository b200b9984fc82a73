import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { IDEMPOTENCY_HEADER, KEY_TOO_LONG, MAX_KEY_LENGTH } from '../../http/idempotency.js';
import { ORDER_NOT_FOUND } from '../../../events/softwareOrders/errors.js';
import { SOFTWARE_ORDER_EVENT_TYPES } from '../../../events/softwareOrders/events.js';
import { balanceFactsOf, type BalanceFacts } from '../../../events/credit/order-rule.js';
import type { StatusMover } from '../../../events/softwareOrders/statuses.js';
import type { GlobalPosition } from '../../../events/store/port.js';
import { findSoftwareOrder } from '../../../projections/softwareOrders/queries.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';
import type { Role } from '../../../tables/users/table.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';

// Who may read one order, decided in one place and called by every route that reaches the order or
// anything of it: its page and commands, its files (order-software/files, files/project,
// files/download, files/tuned, files/reads), its chat and the chat's files, warranties, feedback,
// tickets about it, tracking, search. Admin and Support all; a Calibrator the orders nobody has taken
// yet (its queue) and those assigned to it; the dealer who placed it and the accounts above it (its
// chain). Anyone else gets a 404, never a 403 (that would sign the client out, and say the order exists).

const ALL_ORDERS: Role[] = ['Admin', 'Support'];

export const mayReadOrder = (user: { id: string; roles: readonly Role[] }, row: Pick<SoftwareOrderRow, 'dealer_chain' | 'calibrator_id'>): boolean =>
  user.roles.some((role) => ALL_ORDERS.includes(role)) ||
  (user.roles.includes('Calibrator') && (row.calibrator_id === null || row.calibrator_id === user.id)) ||
  row.dealer_chain.includes(user.id);

/** The order as its reader may see it, or 404 (not 403: that would sign the client out, and says it exists). */
export const readableOrder = async (app: FastifyInstance, user: AuthUser, id: string): Promise<SoftwareOrderRow> => {
  const row = await findSoftwareOrder(app.db, id);
  if (!row || !mayReadOrder(user, row)) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
};

export const moverOf = (user: AuthUser, row: SoftwareOrderRow): StatusMover | null => {
  if (user.roles.includes('Admin')) return 'Admin';
  if (user.roles.includes('Calibrator')) return 'Calibrator';
  return row.dealer_chain.includes(user.id) ? 'Owner' : null;
};

export const balanceFacts = (app: FastifyInstance, accountId: string): BalanceFacts => balanceFactsOf(app.ledger.state(), accountId);

/** After a command: wait (bounded) until the order's row shows it, then read it. */
export const waitAndFind = async (app: FastifyInstance, position: GlobalPosition | null, orderId: string) => {
  if (position && !(await app.runner.waitFor(position, undefined, SOFTWARE_ORDER_EVENT_TYPES))) app.log.warn('software orders read model did not reach the order in time');
  return findSoftwareOrder(app.db, orderId);
};

/**
 * The id of a command's first event: derived from the Idempotency-Key when the caller sends one
 * (a retry is answered as replayed and moves nothing twice), random otherwise.
 */
export const commandEventIdOf = (request: FastifyRequest, userId: string, purpose: string): string => {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (key.length > MAX_KEY_LENGTH) throw new HttpError(400, KEY_TOO_LONG);
  return key ? deterministicUuid(`software-order-command:${userId}:${purpose}:${key}`) : randomUUID();
};
