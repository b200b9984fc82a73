import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';
import { ErrorSchema, HttpError, SERVER_ERROR } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { currentUser } from '../../plugins/auth.js';
import { assertFreeCredits } from '../creditOrders/context.js';
import { amountOrRefuse, assertCreditAccount, movementBasics, requireAccount, runLedgerCommand } from './commands.js';
import { DeductBody, MovementReply, OrderWithoutBalanceBody, TransferBody, toMovementReply } from './schemas.js';

const MOVES = { 200: MovementReply, 400: ErrorSchema, 402: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/** The ledger's commands over HTTP: transfer, deduct, the order-without-balance allowance. */
export const creditMovementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/credit/transfer', {
    schema: { tags: ['credit'], body: TransferBody, response: MOVES },
    // The receiver's row comes with the sign-in's (one query); the sender's is the sign-in's.
    config: { roles: ['Admin', 'Distributor', 'Dealer'], accountsInBody: ['to'] },
  }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const amount = amountOrRefuse(request.body.amount);
      const receiver = await requireAccount(app, request.body.to, request);
      assertCreditAccount(receiver, user);
      const isAdmin = user.roles.includes('Admin');
      const sender = isAdmin ? null : await requireAccount(app, user.id, request);
      // Credits promised to buyers of open credit orders stay where they are (events/creditOrders/seller.ts).
      if (!isAdmin) await assertFreeCredits(app, user.id, amount);
      const { movement } = await runLedgerCommand(app, {
        type: 'TransferCredits', ...movementBasics(app, user, idempotency), amount,
        from: isAdmin ? HOUSE_ACCOUNT : user.id, to: receiver.id, description: request.body.description?.trim() || null,
        toParentId: receiver.parent_id, fromCanSale: sender?.can_sale ?? false,
      });
      if (!movement) throw new HttpError(500, SERVER_ERROR);
      return { status: 200, body: toMovementReply(movement) };
    });
  });

  app.post('/credit/deduced', {
    schema: { tags: ['credit'], body: DeductBody, response: MOVES },
    config: { roles: ['Admin', 'Distributor', 'Dealer'] },
  }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const amount = amountOrRefuse(request.body.amount);
      const account = await requireAccount(app, request.body.from);
      assertCreditAccount(account, user);
      await assertFreeCredits(app, account.id, amount);
      const { movement } = await runLedgerCommand(app, {
        type: 'DeductCredits', ...movementBasics(app, user, idempotency), amount,
        from: account.id, fromParentId: account.parent_id, reason: request.body.reason,
      });
      if (!movement) throw new HttpError(500, SERVER_ERROR);
      return { status: 200, body: toMovementReply(movement) };
    });
  });

  app.post('/credit/order-without-balance', {
    schema: { tags: ['credit'], body: OrderWithoutBalanceBody, response: { 200: OrderWithoutBalanceBody, 400: ErrorSchema, 404: ErrorSchema } },
    config: { roles: ['Admin'] },
  }, async (request) => {
    const user = currentUser(request);
    const account = await requireAccount(app, request.body.userId);
    const limit = request.body.limit === null ? null : amountOrRefuse(request.body.limit);
    assertCreditAccount(account, user);
    await runLedgerCommand(app, {
      type: 'SetOrderWithoutBalance', eventId: randomUUID(), account: account.id, allowed: request.body.allowed, limit,
      actor: { id: user.id, isAdmin: true }, at: app.now().toISOString(),
    });
    return request.body;
  });
};
