import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { handleCommand } from '../../../events/command/handle-command.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { preOrderDecider } from '../../../events/preOrders/decide.js';
import { PRE_ORDER_NOT_FOUND } from '../../../events/preOrders/errors.js';
import { PRE_ORDER_EVENT_TYPES, preOrderStream } from '../../../events/preOrders/events.js';
import type { GlobalPosition } from '../../../events/store/port.js';
import { findPreOrder, listPreOrders } from '../../../projections/preOrders/queries.js';
import type { PreOrderRow } from '../../../projections/preOrders/table.js';
import { accountChain } from '../../../tables/pricePolicy/queries.js';
import type { Role } from '../../../tables/users/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { PRE_ORDER_ROLES } from '../../http/access.js';
import { IDEMPOTENCY_HEADER } from '../../http/idempotency.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser, type AuthUser } from '../../plugins/auth.js';
import { sendStoredFile } from '../files/download.js';
import { ORDERING_ROLES } from '../softwareOrders/roles.js';
import { UPLOAD_NOT_FOUND } from '../softwareOrders/uploads.js';
import { FILE_NOT_FOUND, FILES_STAFF, isFilesStaff, mayReadPreOrder } from './access.js';
import { AnswerBody, IdParams, PreOrderBody, PreOrderRecord } from './schemas.js';

// files/pre-order (our reading, api/CONTRACT.md "Pre-order requests"): before ordering, a dealer
// uploads a read (files/upload) and asks a question about it; Admin or a Calibrator answers once.
// The dealer (and the accounts above it) read their own; staff read and answer all; anyone else
// gets a 404. Event-sourced: the `pre-order-<id>` stream, folded into pre_orders.

const ASKERS: Role[] = ORDERING_ROLES;
/** files/pre-order's readers: the screen's roles (events/access/screens.ts), staff and those who ask. */
const READERS: readonly Role[] = PRE_ORDER_ROLES;

const fileUrl = (id: string) => `/api/files/pre-order/${id}/file`;

export const toPreOrderRecord = (row: PreOrderRow) => ({
  id: row.id, dealerId: row.dealer_id, dealerName: row.dealer_name, subUserName: row.sub_user_name, unit: row.unit, name: row.name, size: Number(row.size), sha256: row.sha256, url: fileUrl(row.id),
  hardwareNumber: row.hardware_number, softwareVersion: row.software_version, tool: row.tool, question: row.question,
  answer: row.answer, answeredBy: row.answered_by, answeredByName: row.answered_by_name, answeredAt: row.answered_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(), status: row.answered_at ? ('answered' as const) : ('open' as const),
});

const detail = (text: string | undefined) => text?.trim() || null;

export const preOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readable = async (user: AuthUser, id: string) => {
    const row = await findPreOrder(app.db, id);
    if (!row || !mayReadPreOrder(user, row)) throw new HttpError(404, PRE_ORDER_NOT_FOUND);
    return row;
  };
  const shown = async (position: GlobalPosition | null, id: string) => {
    if (position && !(await app.runner.waitFor(position, undefined, PRE_ORDER_EVENT_TYPES))) app.log.warn('pre-orders read model did not reach the request in time');
    return toPreOrderRecord((await findPreOrder(app.db, id))!);
  };

  app.get('/files/pre-order', {
    schema: { tags: ['files'], querystring: ListQuery, response: { 200: Type.Array(PreOrderRecord), 400: ErrorSchema } },
    config: { roles: READERS },
  }, async (request, reply) => {
    const user = currentUser(request);
    const params = parseListQuery(request.query, ['createdAt'], 'createdAt', 'DESC');
    const status = params.filter.status;
    const { rows, total } = await listPreOrders(app.db, {
      visibleTo: isFilesStaff(user) ? undefined : user.id,
      answered: status === 'answered' ? true : status === 'open' ? false : undefined,
    }, { ...params, sort: { field: 'created_at', order: params.sort.order } });
    return sendList(reply, 'files/pre-order', params, rows.map(toPreOrderRecord), total);
  });

  app.get('/files/pre-order/:id', {
    schema: { tags: ['files'], params: IdParams, response: { 200: PreOrderRecord, 404: ErrorSchema } },
    config: { roles: READERS },
  }, async (request) => toPreOrderRecord(await readable(currentUser(request), request.params.id)));

  app.get('/files/pre-order/:id/file', {
    schema: { tags: ['files'], params: IdParams },
    config: { roles: READERS },
  }, async (request, reply) => {
    const user = currentUser(request);
    const row = await readable(user, request.params.id);
    return sendStoredFile(app, reply, { sha256: row.sha256, size: Number(row.size), name: row.name }, FILE_NOT_FOUND,
      { orderId: row.id, userId: user.id, ip: request.ip });
  });

  app.post('/files/pre-order', {
    schema: { tags: ['files'], body: PreOrderBody, response: { 200: PreOrderRecord, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } },
    config: { roles: ASKERS },
  }, async (request) => {
    const user = currentUser(request);
    const body = request.body;
    const upload = await app.db.selectFrom('uploaded_files').select(['id', 'sha256', 'size', 'name', 'kind'])
      .where('id', '=', body.uploadId).where('uploaded_by', '=', user.id).executeTakeFirst();
    if (!upload) throw new HttpError(404, UPLOAD_NOT_FOUND);
    // A retry with the same Idempotency-Key names the same request (and is answered as it was).
    const key = request.headers[IDEMPOTENCY_HEADER];
    const id = typeof key === 'string' && key.trim() ? deterministicUuid(`pre-order:${user.id}:${key.trim()}`) : randomUUID();
    const fullName = async (id: string) => {
      const row = await app.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirstOrThrow();
      return `${row.first_name} ${row.last_name}`.trim();
    };
    // A sub-user asks for its parent: the request is the dealer's, and names who asked (issue 13).
    const [chain, dealerName, subUser] = await Promise.all([
      accountChain(app.db, user.id),
      fullName(user.id),
      user.subUser ? fullName(user.subUser.id).then((name) => ({ subUserId: user.subUser!.id, subUserName: name })) : {},
    ]);
    const result = await handleCommand(app.store, preOrderStream(id), preOrderDecider, {
      type: 'RequestPreOrder', eventId: deterministicUuid(`pre-order-requested:${id}`),
      request: {
        preOrderId: id, dealerId: user.id, dealerChain: chain.map((a) => a.id), dealerName, ...subUser,
        unit: upload.kind as 'ECU' | 'TCU', file: { uploadId: upload.id, sha256: upload.sha256, size: Number(upload.size), name: upload.name },
        details: { hardwareNumber: detail(body.hardwareNumber), softwareVersion: detail(body.softwareVersion), tool: detail(body.tool) },
        question: body.question, at: app.now().toISOString(),
      },
    });
    return shown(result.position, id);
  });

  app.post('/files/pre-order/:id/answer', {
    schema: { tags: ['files'], params: IdParams, body: AnswerBody, response: { 200: PreOrderRecord, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } },
    config: { roles: FILES_STAFF },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readable(user, request.params.id);
    const names = await app.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const result = await handleCommand(app.store, preOrderStream(row.id), preOrderDecider, {
      type: 'AnswerPreOrder', eventId: randomUUID(), answer: request.body.answer, by: user.id, byName: `${names.first_name} ${names.last_name}`.trim(), at: app.now().toISOString(),
    });
    return shown(result.position, row.id);
  });
};
