import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { UPGRADE_DISCOUNT_YEARS, type OrderType } from '../../../events/constants.js';
import { isYoungerThan, qualifiesForUpgrade } from '../../../events/catalogue/upgrade.js';
import { toCredits } from '../../../events/credit/credits.js';
import { vinOrRefuse } from '../../../events/catalogue/vin.js';
import { previousOrdersForVin } from '../../../tables/previousOrders/queries.js';
import type { Role } from '../../../tables/users/table.js';
import { ErrorSchema } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { currentUser } from '../../plugins/auth.js';
import { ORDERING_ROLES } from './roles.js';
import { VinText } from './schemas.js';

// The VIN calls of the order screen (spec section 7): find-history-vin (the caller's orders of this
// car), find-order-completed-vin (those completed) and find-history-to-upgrade (the one previous
// order, the portal's or an imported one, that gives this car's new order the upgrade discount).
// Our reading: the history lists only orders the caller may read (its own and those below it, all
// for staff); the upgrade answer is about the car, whoever ordered before, and names no dealer.

const VinBody = Type.Object({ vin: VinText, type: Type.Optional(Type.Union([Type.Literal('ECU'), Type.Literal('DSG'), Type.Literal('ECU + DSG')])) });
export const HistoryRow = Type.Object({ id: Type.String(), number: Type.Number(), type: Type.String(), stage: Type.String(), status: Type.String(), total: Type.Number(), createdAt: Type.String(), make: Type.String(), model: Type.String(), engine: Type.String() });
export const UpgradeOrder = Type.Object({
  id: Type.String(), type: Type.String(), price: Type.Number(), createdAt: Type.String(), stage: Type.String(),
  currencyDetails: Type.Unknown(), source: Type.Union([Type.Literal('portal'), Type.Literal('previous')]),
});
const READERS: Role[] = ['Admin', 'Support', ...ORDERING_ROLES];
const STAFF = ['Admin', 'Support'];

const history = async (app: FastifyInstance, user: AuthUser, vin: string, completedOnly: boolean) => {
  let query = app.db.selectFrom('software_orders').selectAll().where('vin', '=', vinOrRefuse(vin)).where('number', 'is not', null);
  if (!user.roles.some((role) => STAFF.includes(role))) query = query.where('dealer_chain', '@>', sql<string[]>`ARRAY[${user.id}]::uuid[]`);
  if (completedOnly) query = query.where('status', '=', 'Completed');
  const rows = await query.orderBy('created_at', 'desc').limit(100).execute();
  return rows.map((row) => ({
    id: row.id, number: Number(row.number), type: row.type, stage: row.stage, status: row.status, total: toCredits(Number(row.total)),
    createdAt: row.created_at.toISOString(), make: row.make, model: row.model, engine: row.engine,
  }));
};

export const vinHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/order-software/find-history-vin', {
    schema: { tags: ['order-software'], body: VinBody, response: { 200: Type.Array(HistoryRow), 400: ErrorSchema } }, config: { roles: READERS },
  }, async (request) => history(app, currentUser(request), request.body.vin, false));

  app.post('/order-software/find-order-completed-vin', {
    schema: { tags: ['order-software'], body: VinBody, response: { 200: Type.Array(HistoryRow), 400: ErrorSchema } }, config: { roles: READERS },
  }, async (request) => history(app, currentUser(request), request.body.vin, true));

  app.post('/order-software/find-history-to-upgrade', {
    schema: { tags: ['order-software'], body: VinBody, response: { 200: Type.Object({ order: Type.Union([UpgradeOrder, Type.Null()]) }), 400: ErrorSchema } }, config: { roles: READERS },
  }, async (request) => {
    const now = app.now();
    const vin = vinOrRefuse(request.body.vin);
    const [portal, imported] = await Promise.all([
      app.db.selectFrom('software_orders').select(['id', 'type', 'stage', 'total', 'price', 'on_request', 'created_at'])
        .where('vin', '=', vin).where('payment', '=', 'paid').where('status', '=', 'Completed').orderBy('created_at', 'desc').limit(20).execute(),
      previousOrdersForVin(app.db, vin, now),
    ]);
    const candidates = [
      ...portal.map((row) => ({
        id: row.id, type: row.type as OrderType, stage: row.stage, createdAt: row.created_at, currencyDetails: null, source: 'portal' as const,
        price: Number(row.on_request ? row.price ?? 0 : row.total) / 100,
      })),
      ...imported.map((p) => ({ ...p, source: 'previous' as const })),
    ].filter((p) => isYoungerThan(p.createdAt, UPGRADE_DISCOUNT_YEARS, now) && (!request.body.type || qualifiesForUpgrade(p, request.body.type, now)))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const best = candidates[0];
    return { order: best ? { ...best, createdAt: best.createdAt.toISOString() } : null };
  });
};
