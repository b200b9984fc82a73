import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { handleCommand } from '../../../events/command/handle-command.js';
import { problem } from '../../../events/problem.js';
import type { SoftwareOrderCommand } from '../../../events/softwareOrders/commands.js';
import { softwareOrderDecider } from '../../../events/softwareOrders/decide.js';
import { softwareOrderStream } from '../../../events/softwareOrders/events.js';
import { refundDue } from '../../../events/softwareOrders/state.js';
import { calibratorQueue, orderReadHashes, orderReads, orderVersions } from '../../../projections/softwareOrders/work-queries.js';
import { isStoredToolEncrypted } from '../../services/encryption/tool-read.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { actingId, currentUser, type AuthUser } from '../../plugins/auth.js';
import { amountOrRefuse } from '../credit/commands.js';
import { balanceFacts, commandEventIdOf, moverOf, readableOrder, waitAndFind } from './access.js';
import { toOrderRecord } from './record.js';
import { ORDERING_ROLES } from './roles.js';
import { AssignBody, DeliverBody, IdParams, OnlyStatusBody, OrderRecord, ReadsReply, ResubmitBody, VersionsReply, WarrantyCreateBody, WarrantyRefundBody, WarrantyStatusBody } from './schemas.js';
import { moveOrderMoney, refundSoftwareOrder } from './settle.js';
import { resolveFiles } from './uploads.js';

// The calibrators' half of an order (issue 10): take or assign, the status without a message,
// deliver tuned versions, the dealer's corrected read after a rejection, warranty cases, and the
// files of an order (versions, reads round by round) and the calibrators' queue (files/orders).
// Every command goes through handleCommand on the order's stream; money it makes due is moved
// right after (moveOrderMoney) and by the settlement reactor after a crash.

export const NOT_A_CALIBRATOR = problem('NOT_A_CALIBRATOR', 'Choose an active calibrator');

const RESPONSES = { 200: OrderRecord, 400: ErrorSchema, 402: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const WORKERS = ['Admin', 'Calibrator'] as const;

export const orderWorkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs one command on the order, then its refunds and money steps; answers the order's row. */
  const run = async (row: SoftwareOrderRow, command: SoftwareOrderCommand) => {
    const result = await handleCommand(app.store, softwareOrderStream(row.id), softwareOrderDecider, command);
    const refunded = refundDue(result.state) > 0 ? await refundSoftwareOrder(app, row.id) : null;
    const money = await moveOrderMoney(app, row.id);
    const after = await waitAndFind(app, money.position ?? refunded?.position ?? result.position, row.id);
    return toOrderRecord(after!);
  };
  const fileUrl = (orderId: string, sha256: string) => `/api/order-software/files/${orderId}/${sha256}`;
  const at = () => app.now().toISOString();

  app.post('/order-software/assign', {
    schema: { tags: ['order-software'], body: AssignBody, response: RESPONSES },
    config: { roles: WORKERS },
  }, async (request) => {
    const user = currentUser(request);
    const isAdmin = user.roles.includes('Admin');
    // A calibrator takes it for itself; an Admin names the calibrator (or takes it, if it is one too).
    const calibratorId = isAdmin ? request.body.calibratorId ?? user.id : user.id;
    if (!isAdmin && request.body.calibratorId && request.body.calibratorId !== user.id) throw new HttpError(422, NOT_A_CALIBRATOR);
    const calibrator = await app.userById(calibratorId);
    if (!calibrator || !calibrator.active || !calibrator.roles.includes('Calibrator')) throw new HttpError(422, NOT_A_CALIBRATOR);
    const names = await app.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', calibratorId).executeTakeFirstOrThrow();
    const row = await readableOrder(app, user, request.body.id);
    return run(row, {
      type: 'AssignOrder', eventId: commandEventIdOf(request, user.id, 'assign'), calibratorId, calibratorName: `${names.first_name} ${names.last_name}`.trim(),
      take: !isAdmin, actorId: user.id, at: at(),
    });
  });

  app.post('/order-software/update-only-status', {
    schema: { tags: ['order-software'], body: OnlyStatusBody, response: RESPONSES },
    config: { roles: ['Admin', 'Calibrator', ...ORDERING_ROLES] },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.body.id);
    const mover = moverOf(user, row);
    if (!mover) throw new HttpError(404, { code: 'SOFTWARE_ORDER_NOT_FOUND', message: 'Order not found' });
    return run(row, { type: 'ChangeOrderStatus', eventId: commandEventIdOf(request, user.id, 'update-only-status'), to: request.body.status, mover, actorId: actingId(user), note: null, at: at() });
  });

  app.post('/order-software/deliver', {
    schema: { tags: ['order-software'], body: DeliverBody, response: RESPONSES },
    config: { roles: WORKERS },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.body.id);
    const files = await resolveFiles(app, user.id, request.body.files);
    const answer = await run(row, {
      type: 'DeliverTunedFiles', eventId: commandEventIdOf(request, user.id, 'deliver'), files: files.map(({ unit, uploadId, sha256, size, name }) => ({ unit, uploadId, sha256, size, name })),
      note: request.body.note ?? null, actorId: user.id, isAdmin: user.roles.includes('Admin'), at: at(),
    });
    // A tool-encrypted original: the agent encrypts the tuned files for the dealer's tool now, so the
    // dealer's download is ready (offline: the job waits for the agent).
    const reads = await orderReadHashes(app.db, row.id);
    if ((await Promise.all(reads.map((sha256) => isStoredToolEncrypted(app.files, sha256)))).some(Boolean)) {
      for (const file of files) await app.encryption.request('encrypt', file.sha256, user.id);
    }
    return answer;
  });

  app.post('/order-software/resubmit', {
    schema: { tags: ['order-software'], body: ResubmitBody, response: RESPONSES },
    config: { roles: ORDERING_ROLES },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.body.id);
    const files = await resolveFiles(app, user.id, request.body.files);
    return run(row, {
      type: 'ResubmitRead', eventId: commandEventIdOf(request, user.id, 'resubmit'), files, note: request.body.note ?? null, actorId: actingId(user), balance: balanceFacts(app, row.dealer_id), at: at(),
    });
  });

  app.post('/warrants/create', {
    schema: { tags: ['warrants'], body: WarrantyCreateBody, response: RESPONSES },
    config: { roles: ['Admin', ...ORDERING_ROLES] },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.body.orderId);
    const mover = moverOf(user, row)!;
    return run(row, { type: 'OpenWarranty', eventId: commandEventIdOf(request, user.id, 'warranty-create'), reason: request.body.reason, mover, actorId: actingId(user), at: at() });
  });

  app.post('/warrants/update-status', {
    schema: { tags: ['warrants'], body: WarrantyStatusBody, response: RESPONSES },
    config: { roles: WORKERS },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.body.orderId);
    return run(row, { type: 'ChangeWarrantyStatus', eventId: commandEventIdOf(request, user.id, 'warranty-status'), to: request.body.status, mover: moverOf(user, row)!, actorId: actingId(user), at: at() });
  });

  app.post('/warrants/refund', {
    schema: { tags: ['warrants'], body: WarrantyRefundBody, response: RESPONSES },
    config: { roles: ['Admin'] },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.body.orderId);
    return run(row, { type: 'GrantWarrantyRefund', eventId: commandEventIdOf(request, user.id, 'warranty-refund'), amount: amountOrRefuse(request.body.amount), actorId: actingId(user), at: at() });
  });

  app.get('/files/tuned/:id', {
    schema: { tags: ['files'], params: IdParams, response: { 200: VersionsReply, 404: ErrorSchema } },
    config: { roles: ['Admin', 'Support', 'Calibrator', ...ORDERING_ROLES] },
  }, async (request) => {
    const row = await readableOrder(app, currentUser(request), request.params.id);
    return (await orderVersions(app.db, row.id)).map((v) => ({ ...v, files: v.files.map((f) => ({ ...f, url: fileUrl(row.id, f.sha256) })) }));
  });

  app.get('/files/reads/:id', {
    schema: { tags: ['files'], params: IdParams, response: { 200: ReadsReply, 404: ErrorSchema } },
    config: { roles: ['Admin', 'Support', 'Calibrator', ...ORDERING_ROLES] },
  }, async (request) => {
    const row = await readableOrder(app, currentUser(request), request.params.id);
    return (await orderReads(app.db, row.id)).map((r) => ({ ...r, files: r.files.map((f) => ({ ...f, url: fileUrl(row.id, f.sha256) })) }));
  });

  app.get('/files/orders', {
    schema: { tags: ['files'], querystring: ListQuery, response: { 200: Type.Array(OrderRecord), 400: ErrorSchema } },
    config: { roles: WORKERS },
  }, async (request, reply) => {
    const user: AuthUser = currentUser(request);
    const params = parseListQuery(request.query, ['dueAt'], 'dueAt', 'ASC');
    const scope = params.filter.scope === 'unassigned' || params.filter.scope === 'all' ? params.filter.scope : 'mine';
    // A calibrator sees its own and the unassigned ("all" for it is both); an Admin may see every open order.
    const { rows, total } = await calibratorQueue(app.db, {
      calibratorId: user.id, scope: scope === 'all' && !user.roles.includes('Admin') ? 'mineAndUnassigned' : scope,
      overdueOnly: params.filter.overdue === true || params.filter.overdue === 'true', now: app.now(),
    }, params);
    return sendList(reply, 'files/orders', params, rows.map(toOrderRecord), total);
  });
};
