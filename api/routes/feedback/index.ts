import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { handleCommand } from '../../../events/command/handle-command.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { feedbackDecider, feedbackIdOfOrder } from '../../../events/feedback/decide.js';
import { FEEDBACK_ORDER_NOT_ALLOWED, FEEDBACK_ORDER_NOT_COMPLETED, FEEDBACK_ORDER_REQUIRED } from '../../../events/feedback/errors.js';
import { FEEDBACK_EVENT_TYPES, FEEDBACK_KINDS, feedbackStream, type FeedbackKind } from '../../../events/feedback/events.js';
import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from '../../../events/feedback/limits.js';
import { ORDER_NOT_FOUND } from '../../../events/softwareOrders/errors.js';
import { feedbackOfOrder, listFeedback, type FeedbackSort } from '../../../projections/feedback/queries.js';
import { findSoftwareOrder } from '../../../projections/softwareOrders/queries.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';
import type { Role } from '../../../tables/users/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { ListQuery, parseColumnListQuery, sendList, idFilter } from '../../http/simple-rest.js';
import { FIELD_NOT_ALLOWED } from '../../http/validation-messages.js';
import { actingId, currentUser, type AuthUser } from '../../plugins/auth.js';
import { readableOrder } from '../softwareOrders/access.js';
import { Feedback, FeedbackBody, OrderFeedback, OrderParams, toFeedback } from './schemas.js';

// Feedback (issue 14; spec sections 2, 6, 7 feedback/index): a dealer rates a completed software
// order it placed, or the service, once per order; Admin and Support read every feedback.

/** The dealers' side gives feedback (spec section 3's roles that order). */
const GIVERS: Role[] = ['Distributor', 'Dealer', 'SubDealer'];
/** Support may view feedback (spec section 6). */
const VIEWERS: Role[] = ['Admin', 'Support'];
const COMPLETED = 'Completed';
const SORT = { createdAt: 'created_at', rating: 'rating', orderNumber: 'order_number' } as const satisfies Record<string, FeedbackSort>;

const ratingFilter = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const rating = Number(value);
  if (!Number.isInteger(rating) || rating < FEEDBACK_RATING_MIN || rating > FEEDBACK_RATING_MAX) {
    throw new HttpError(400, FIELD_NOT_ALLOWED, { field: 'filter.rating', allowed: `${FEEDBACK_RATING_MIN}-${FEEDBACK_RATING_MAX}` });
  }
  return rating;
};
const kindFilter = (value: unknown): FeedbackKind | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (!(FEEDBACK_KINDS as readonly unknown[]).includes(value)) throw new HttpError(400, FIELD_NOT_ALLOWED, { field: 'filter.kind', allowed: FEEDBACK_KINDS.join(', ') });
  return value as FeedbackKind;
};

/** The order the caller placed, or 404 as for an unknown order (another dealer's order says nothing of itself). */
const ownOrder = async (app: FastifyInstance, user: AuthUser, orderId: string): Promise<SoftwareOrderRow> => {
  const row = await findSoftwareOrder(app.db, orderId);
  if (!row || row.dealer_id !== user.id) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
};

export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/feedback/index', {
    schema: { tags: ['feedback'], querystring: ListQuery, response: { 200: Type.Array(Feedback), 400: ErrorSchema } },
    config: { roles: VIEWERS },
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT, 'createdAt', 'DESC');
    const f = params.filter;
    const { rows, total } = await listFeedback(app.db, { rating: ratingFilter(f.rating), kind: kindFilter(f.kind), dealerId: idFilter(f, 'dealerId') }, params);
    return sendList(reply, 'feedback', params, rows.map(toFeedback), total);
  });

  // The order's page: its feedback, and whether the caller may still give it.
  app.get('/feedback/order/:orderId', {
    schema: { tags: ['feedback'], params: OrderParams, response: { 200: OrderFeedback, 404: ErrorSchema } },
    config: { roles: [...VIEWERS, ...GIVERS] },
  }, async (request) => {
    const user = currentUser(request);
    const order = await readableOrder(app, user, request.params.orderId);
    const row = await feedbackOfOrder(app.db, order.id);
    return { feedback: row ? toFeedback(row) : null, canGive: !row && order.dealer_id === user.id && order.status === COMPLETED };
  });

  app.post('/feedback/create', {
    schema: { tags: ['feedback'], body: FeedbackBody, response: { 201: Feedback, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } },
    config: { roles: GIVERS },
  }, async (request, reply) => {
    const user = currentUser(request);
    const { kind, orderId, rating, comment } = request.body;
    if (kind === 'order' && !orderId) throw new HttpError(400, FEEDBACK_ORDER_REQUIRED, { field: 'orderId' });
    if (kind === 'service' && orderId) throw new HttpError(400, FEEDBACK_ORDER_NOT_ALLOWED, { field: 'orderId' });
    const order = orderId ? await ownOrder(app, user, orderId) : null;
    if (order && order.status !== COMPLETED) throw new HttpError(409, FEEDBACK_ORDER_NOT_COMPLETED);
    return idempotent<unknown>(app, request, reply, user.id, async (idempotency) => {
      const feedbackId = order ? feedbackIdOfOrder(order.id) : idempotency.scopedKey ? deterministicUuid(`feedback:${idempotency.scopedKey}`) : randomUUID();
      // Random per attempt (the key makes a retry one): a second feedback on the same order then meets the first and is refused.
      const eventId = idempotency.scopedKey ? deterministicUuid(`feedback-given:${idempotency.scopedKey}`) : randomUUID();
      const result = await handleCommand(app.store, feedbackStream(feedbackId), feedbackDecider, {
        type: 'GiveFeedback', feedbackId, eventId, kind, orderId: order?.id ?? null, orderNumber: order?.number == null ? null : Number(order.number),
        dealerId: user.id, rating, comment, by: actingId(user), at: app.now().toISOString(),
      });
      if (result.position && !(await app.runner.waitFor(result.position, undefined, FEEDBACK_EVENT_TYPES))) app.log.warn('feedback read model did not reach the feedback in time');
      const given = result.state.given!;
      return { status: 201, body: toFeedback({ id: given.feedbackId, kind: given.kind, order_id: given.orderId, order_number: given.orderNumber, dealer_id: given.dealerId, rating: given.rating, comment: given.comment, given_by: given.by, created_at: new Date(given.at) }) };
    });
  });
};
