import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LOW_BALANCE_THRESHOLD } from '../../../events/constants.js';
import { HOUSE_ACCOUNT, toCredits } from '../../../events/credit/credits.js';
import { accountSummary, listMovements, MOVEMENT_SORTABLE, type MovementFilter } from '../../../projections/credit/queries.js';
import type { LedgerMovementRow } from '../../../projections/credit/table.js';
import { attachment } from '../../http/content-disposition.js';
import { ErrorSchema } from '../../http/errors.js';
import { idFilter, knownFilters, ListQuery, parseColumnListQuery, parseListQuery, sendList, textFilter, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { assertCanView, networkPage } from './network.js';
import { movementsCsv } from './movements-csv.js';
import { Dashboard, MovementRecord, NetworkAccount } from './schemas.js';
import { reservedCredits } from '../creditOrders/context.js';

const UserQuery = Type.Object({ userId: Type.Optional(Type.String({ format: 'uuid' })) });
const SORT = { id: 'revision', revision: 'revision', amount: 'amount', createdAt: 'at' } as const;

type Named = LedgerMovementRow & { from_name: string | null; to_name: string | null; from_email: string | null; to_email: string | null };

const toRecord = (row: Named, viewer: string | null) => {
  const paid = viewer !== null && row.from_account === viewer;
  return {
    id: row.movement_id, revision: Number(row.revision), kind: row.kind, group: row.group,
    from: row.from_account, fromName: row.from_name ?? row.from_email ?? (row.from_account === 'house' ? 'House' : null),
    to: row.to_account, toName: row.to_name ?? row.to_email ?? (row.to_account === 'house' ? 'House' : null),
    amount: toCredits(Number(row.amount)), signedAmount: toCredits(paid ? -Number(row.amount) : Number(row.amount)),
    balanceAfter: toCredits(Number(paid || viewer === null ? row.from_balance_after : row.to_balance_after)),
    fromBalanceAfter: toCredits(Number(row.from_balance_after)), toBalanceAfter: toCredits(Number(row.to_balance_after)),
    reference: row.reference, description: row.description, createdAt: row.at.toISOString(),
  };
};

const dateFilter = (value: unknown): Date | undefined => {
  if (typeof value !== 'string' || !value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const commonFilter = (f: Record<string, unknown>): MovementFilter => ({
  kind: typeof f.kind === 'string' ? f.kind : undefined,
  group: typeof f.group === 'string' ? f.group : undefined,
  reference: typeof f.reference === 'string' ? f.reference : undefined,
  fromDate: dateFilter(f.from ?? f.fromDate),
  toDate: dateFilter(f.to ?? f.toDate),
});

/** Credit dashboard, the account's movements with running balance, the admin's journal view. */
export const creditHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/credit/dashboard', { schema: { tags: ['credit'], querystring: UserQuery, response: { 200: Dashboard, 403: ErrorSchema } } }, async (request) => {
    const viewer = currentUser(request);
    const account = request.query.userId ?? viewer.id;
    await assertCanView(app, viewer, account);
    const [s, reserved] = await Promise.all([accountSummary(app.db, account), reservedCredits(app, account)]);
    return {
      reserved: toCredits(reserved),
      account, received: toCredits(s.received), used: toCredits(s.used), transferred: toCredits(s.transferred), remaining: toCredits(s.balance),
      movements: s.movements, allowedOrderNoBalance: { status: s.allowedWithoutBalance, limit: s.creditLimit === null ? null : toCredits(s.creditLimit) },
      lowBalance: toCredits(s.balance) <= LOW_BALANCE_THRESHOLD,
    };
  });

  // credit-history (all), credit-dash-received (filter direction=received), credit-dash-sent (direction=sent)
  app.get('/credit/movements', {
    schema: { tags: ['credit'], querystring: ListQuery, response: { 200: Type.Array(MovementRecord), 400: ErrorSchema, 403: ErrorSchema } },
  }, async (request, reply) => {
    const viewer = currentUser(request);
    const params = parseColumnListQuery(request.query, SORT, 'id', 'DESC');
    const account = idFilter(params.filter, 'userId', [HOUSE_ACCOUNT]) ?? viewer.id;
    await assertCanView(app, viewer, account);
    const direction = params.filter.direction === 'received' || params.filter.direction === 'sent' ? params.filter.direction : undefined;
    const { rows, total } = await listMovements(app.db, { ...commonFilter(params.filter), account, direction }, {
      ...params,
    });
    return sendList(reply, 'movements', params, rows.map((r) => toRecord(r, account)), total);
  });

  // credit-admin-history: every movement, filtered by user, kind, group and dates.
  app.get('/credit/admin-history', {
    schema: { tags: ['credit'], querystring: ListQuery, response: { 200: Type.Array(MovementRecord), 400: ErrorSchema } },
    config: { roles: ['Admin'] },
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT, 'id', 'DESC');
    const user = idFilter(params.filter, 'userId', [HOUSE_ACCOUNT]);
    const { rows, total } = await listMovements(app.db, { ...commonFilter(params.filter), user }, {
      ...params,
    });
    return sendList(reply, 'admin-history', params, rows.map((r) => toRecord(r, null)), total);
  });

  app.get('/credit/admin-history/export', {
    schema: { tags: ['credit'], querystring: ListQuery },
    config: { roles: ['Admin'] },
  }, async (request, reply) => {
    const params = parseListQuery(request.query, ['id'], 'id');
    const user = idFilter(params.filter, 'userId', [HOUSE_ACCOUNT]);
    const filter = { ...commonFilter(params.filter), user };
    const csv = await movementsCsv(app.db, filter);
    return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', attachment('credit-movements.csv')).send(csv);
  });

  // The accounts below the caller, a page at a time in tree order (a distributor's network can hold
  // thousands): the transfer screen's table, and the account pickers searched as they are typed.
  app.get('/user-network', {
    schema: { tags: ['credit'], querystring: ListQuery, response: { 200: Type.Array(NetworkAccount), 400: ErrorSchema } },
  }, async (request, reply) => {
    const viewer = currentUser(request);
    // Tree order has one direction: descending would put each account's sub-accounts above it.
    const params = parseListQuery(request.query, ['name'], 'name', 'ASC', ['ASC']);
    const f = params.filter;
    knownFilters(f, ['q', 'directOnly', 'id']);
    const { rows, total } = await networkPage(app.db, viewer.id, {
      q: textFilter(f.q), directOnly: f.directOnly === true, ids: uuidsFilter(f.id),
    }, params);
    return sendList(reply, 'user-network', params, rows.map((r) => ({
      id: r.id, parentId: r.parent_id, name: `${r.first_name} ${r.last_name}`, email: r.email, roles: r.roles, active: r.active, depth: Number(r.depth), balance: toCredits(Number(r.balance)),
    })), total);
  });
};
