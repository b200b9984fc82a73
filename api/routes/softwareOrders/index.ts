import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { DsgHardwareChoice } from '../../../events/constants.js';
import { handleCommand } from '../../../events/command/handle-command.js';
import { balanceOf } from '../../../events/credit/state.js';
import { amountOrRefuse } from '../credit/commands.js';
import type { PlaceSoftwareOrder } from '../../../events/softwareOrders/commands.js';
import { softwareOrderDecider } from '../../../events/softwareOrders/decide.js';
import { ORDER_NOT_FOUND, QUOTE_CHANGED } from '../../../events/softwareOrders/errors.js';
import { SOFTWARE_ORDER_EVENT_TYPES, softwareOrderStream } from '../../../events/softwareOrders/events.js';
import { creationCheck } from '../../../events/credit/order-rule.js';
import { statusChoices } from '../../../events/softwareOrders/statusChange.js';
import { refundDue } from '../../../events/softwareOrders/state.js';
import type { GlobalPosition } from '../../../events/store/port.js';
import { findSoftwareOrder, listSoftwareOrders, SOFTWARE_ORDER_SORTABLE, type SoftwareOrderFilter } from '../../../projections/softwareOrders/queries.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';
import { accountChain, distributorMargin } from '../../../tables/pricePolicy/queries.js';
import { orderSectionsOf } from '../../../tables/orderSection/queries.js';
import { mayOrder } from '../../../events/orderSection/order-section.js';
import { ErrorSchema, HttpError, refusalBody } from '../../http/errors.js';
import { requireCompleteInformation } from '../company/gate.js';
import { idempotent } from '../../http/idempotency.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList } from '../../http/simple-rest.js';
import { actingId, currentUser, type AuthUser } from '../../plugins/auth.js';
import type { Role } from '../../../tables/users/table.js';
import { ADMIN_OVERVIEW } from '../../services/links/sign.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { resolveDraft, type Draft } from './draft.js';
import { ORDER_READING_ROLES, ORDERING_ROLES } from './roles.js';
import { vinHistoryRoutes } from './vin-history.js';
import { orderDownloadRoutes } from './downloads.js';
import { findFilesRoutes } from './find-files.js';
import { loadSoftwareOrder, moveOrderMoney, refundSoftwareOrder, settleSoftwareOrder } from './settle.js';
import { quoteReply, toOrderRecord, toTimelineEntry } from './record.js';
import { CreateBody, DraftBody, IdParams, OrderRecord, OrderView, PriceBody, QuoteReply, StatusBody } from './schemas.js';
import { resolveFiles } from './uploads.js';
import { ORDER_LIST_ROLES } from '../../http/access.js';
import { balanceFacts, commandEventIdOf, moverOf, readableOrder, waitAndFind } from './access.js';
import { orderWorkRoutes } from './work.js';
import { orderTrackingRoutes } from './tracking.js';

// The order-software calls of spec section 7: quote (the draft's fees), create (place, charge,
// answer the numbered order), index (the list), view (one order with its timeline),
// update-status and update-price. Placing and charging: events/softwareOrders, settle.ts.

const STAFF: Role[] = ['Admin', 'Support', 'Calibrator'];

const SORT = { id: 'number', number: 'number', createdAt: 'created_at', updatedAt: 'updated_at', total: 'total', status: 'status', type: 'type', stage: 'stage', dealerName: 'dealer_name' } as const satisfies Record<string, (typeof SOFTWARE_ORDER_SORTABLE)[number]>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const date = (value: unknown) => {
  const d = typeof value === 'string' && value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};



export const softwareOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(orderDownloadRoutes);
  await app.register(findFilesRoutes);
  await app.register(vinHistoryRoutes);
  await app.register(orderWorkRoutes);
  await app.register(orderTrackingRoutes);

  app.post('/order-software/quote', {
    schema: { tags: ['order-software'], body: DraftBody, response: { 200: QuoteReply, 400: ErrorSchema, 404: ErrorSchema } },
    config: { roles: ORDERING_ROLES },
  }, async (request) => {
    const user = currentUser(request);
    const { quote } = await resolveDraft(app, user.id, request.body as Draft);
    const facts = balanceFacts(app, user.id);
    return { ...quoteReply(quote), balance: facts.balance / 100, ...creationCheck(facts, quote) };
  });

  app.post('/order-software/create', {
    schema: {
      tags: ['order-software'], body: CreateBody,
      response: { 200: OrderRecord, 400: ErrorSchema, 402: ErrorSchema, 404: ErrorSchema, 409: Type.Object({ ...ErrorSchema.properties, quote: Type.Optional(QuoteReply) }), 422: ErrorSchema },
    },
    config: { roles: ORDERING_ROLES },
    preHandler: requireCompleteInformation,
  }, async (request, reply) => {
    const user = currentUser(request);
    const body = request.body;
    return idempotent<unknown>(app, request, reply, user.id, async (idempotency) => {
      const orderId = idempotency.scopedKey ? deterministicUuid(`software-order-id:${idempotency.scopedKey}`) : randomUUID();
      const [files, chain, resolved, dealer, sections] = await Promise.all([
        resolveFiles(app, user.id, body.files),
        accountChain(app.db, user.id),
        resolveDraft(app, user.id, body as Draft),
        app.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', user.id).executeTakeFirstOrThrow(),
        orderSectionsOf(app.db, user.id),
      ]);
      const { quote } = resolved;
      const profit = await distributorMargin(app.db, chain.map((a) => a.id));
      if (Math.round(body.expectedTotal * 100) !== quote.total) {
        const facts = balanceFacts(app, user.id);
        return { status: 409, body: { ...refusalBody(new HttpError(409, QUOTE_CHANGED)), quote: { ...quoteReply(quote), balance: facts.balance / 100, ...creationCheck(facts, quote) } } };
      }
      const placed = await handleCommand(app.store, softwareOrderStream(orderId), softwareOrderDecider, (): PlaceSoftwareOrder => ({
        type: 'PlaceSoftwareOrder', eventId: deterministicUuid(`software-order-placed:${orderId}`), balance: balanceFacts(app, user.id), sectionAllowed: mayOrder(sections, body.type),
        order: {
          orderId, publicId: randomUUID(), dealerId: user.id, dealerChain: chain.map((a) => a.id), dealerName: `${dealer.first_name} ${dealer.last_name}`.trim(), placedById: actingId(user),
          kind: 'OrderSoftwareEntity', type: body.type, stage: body.stage, vin: resolved.vin, vehicle: resolved.vehicle, files,
          options: body.options ?? [], dsgHardware: body.dsgHardware ? { choice: body.dsgHardware.choice as DsgHardwareChoice, invoiceNumber: body.dsgHardware.invoiceNumber?.trim() || null } : null,
          urgency: resolved.urgency, coupon: quote.onRequest ? null : resolved.coupon, note: body.note?.trim() || null, quote, idempotencyKey: idempotency.scopedKey, at: app.now().toISOString(),
          profit,
        },
      }));
      let position = placed.position;
      if (placed.state.payment === 'awaiting') {
        const settled = await settleSoftwareOrder(app, orderId);
        if (settled.refusal) throw settled.refusal;
        position = (await moveOrderMoney(app, orderId)).position ?? settled.position;
      } else if (placed.state.payment === 'void') {
        // A retry of an order whose payment was refused: the same refusal.
        throw new HttpError(402, { code: placed.state.refusal!.code, message: placed.state.refusal!.message });
      }
      const row = await waitAndFind(app, position, orderId);
      if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
      return { status: 200, body: toOrderRecord(row) };
    });
  });

  app.get('/order-software/index', {
    schema: { tags: ['order-software'], querystring: ListQuery, response: { 200: Type.Array(OrderRecord), 400: ErrorSchema } },
    // software-orders: everyone but the Calibrator (spec section 6; the screen table's ORDER_LIST_ROLES); a calibrator's orders are the files section's.
    config: { roles: ORDER_LIST_ROLES },
  }, async (request, reply) => {
    const user = currentUser(request);
    const params = parseColumnListQuery(request.query, SORT, 'number', 'DESC');
    const f = params.filter;
    const filter: SoftwareOrderFilter = {
      status: text(f.status), type: text(f.type), stage: text(f.stage), q: text(f.q), fromDate: date(f.from ?? f.fromDate), toDate: date(f.to ?? f.toDate),
      dealerId: idFilter(f, 'dealerId'), dealerName: text(f.dealer),
      visibleTo: user.roles.some((role) => STAFF.includes(role as Role)) ? undefined : user.id,
    };
    const { rows, total } = await listSoftwareOrders(app.db, filter, params);
    return sendList(reply, 'order-software', params, rows.map(toOrderRecord), total);
  });

  app.get('/order-software/view/:id', {
    schema: { tags: ['order-software'], params: IdParams, response: { 200: OrderView, 404: ErrorSchema } },
    config: { roles: ORDER_READING_ROLES },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.params.id);
    const { history, state } = await loadSoftwareOrder(app, row.id);
    const order = state.order!;
    const mover = moverOf(user, row);
    const actors = [...new Set(history.map((e) => toTimelineEntry(e).actorId).filter((id): id is string => id !== null))];
    const users = actors.length ? await app.db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', actors).execute() : [];
    const names = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
    return {
      ...toOrderRecord(row), quote: quoteReply(order.quote), options: order.options, dsgHardware: order.dsgHardware, note: order.note,
      // update-status's own rule: a status the server would refuse is never offered (none: no status card).
      nextStatuses: mover ? statusChoices(state, mover, actingId(user)) : [],
      timeline: history.map((event) => toTimelineEntry(event, names)),
      links: {
        certificate: row.payment === 'paid' && !['Cancel', 'Rejected'].includes(row.status) ? `/admin/cert/${row.public_id}` : null,
        overview: `/admin/overview-pdf/${row.public_id}/dealer`,
        adminOverview: user.roles.includes('Admin') ? `/admin/overview-pdf/${row.public_id}/admin?key=${app.linkKey(ADMIN_OVERVIEW, row.public_id)}` : null,
      },
    };
  });

  app.post('/order-software/update-status', {
    schema: { tags: ['order-software'], body: StatusBody, response: { 200: OrderRecord, 404: ErrorSchema, 422: ErrorSchema } },
    config: { roles: ['Admin', 'Calibrator', ...ORDERING_ROLES] },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.body.id);
    const mover = moverOf(user, row);
    if (!mover) throw new HttpError(404, ORDER_NOT_FOUND);
    const moved = await handleCommand(app.store, softwareOrderStream(row.id), softwareOrderDecider, {
      type: 'ChangeOrderStatus', eventId: commandEventIdOf(request, user.id, 'update-status'), to: request.body.status, mover, actorId: actingId(user), note: request.body.note ?? null, at: app.now().toISOString(),
    });
    // Cancelled or rejected: the charge goes back at once (the reactor finishes it after a crash).
    const refunded = refundDue(moved.state) > 0 ? await refundSoftwareOrder(app, row.id) : null;
    const money = await moveOrderMoney(app, row.id);
    return toOrderRecord((await waitAndFind(app, money.position ?? refunded?.position ?? moved.position, row.id))!);
  });

  app.post('/order-software/update-price', {
    schema: { tags: ['order-software'], body: PriceBody, response: { 200: OrderRecord, 400: ErrorSchema, 402: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema } },
    config: { roles: ['Admin'] },
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableOrder(app, user, request.body.id);
    const price = amountOrRefuse(request.body.price);
    const at = app.now().toISOString();
    // A paid order is repriced (the difference moves either way); an on-request one gets its price and is charged.
    await handleCommand(app.store, softwareOrderStream(row.id), softwareOrderDecider, row.payment === 'paid'
      ? { type: 'RepriceOrder', eventId: commandEventIdOf(request, user.id, 'update-price'), price, actorId: actingId(user), balance: balanceFacts(app, row.dealer_id), at }
      : { type: 'SetOrderPrice', eventId: commandEventIdOf(request, user.id, 'update-price'), price, actorId: actingId(user), at });
    // The charge follows at once; a refusal leaves the order waiting with its reason (the answer shows it).
    const settled = await settleSoftwareOrder(app, row.id);
    const money = await moveOrderMoney(app, row.id);
    return toOrderRecord((await waitAndFind(app, money.position ?? settled.position, row.id))!);
  });
};
