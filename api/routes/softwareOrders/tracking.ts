import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { orderStageName } from '../../../events/softwareOrders/certificate.js';
import { ORDER_NOT_FOUND } from '../../../events/softwareOrders/errors.js';
import { STATUS_DISPLAY_NAMES, type OrderStatus } from '../../../events/softwareOrders/statuses.js';
import { findByNumber } from '../../../projections/softwareOrders/public-links.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { mayReadOrder } from './access.js';
import { ORDER_READING_ROLES } from './roles.js';
import { NoQuery, NumberParams, TrackingReply } from './public-schemas.js';

// detail-order/{number_order} (spec section 2, public). Our reading (api/CONTRACT.md "Software
// orders: public links"): a visitor follows an order with its number and the key its link carries
// (GET /api/public/orders/:number); a signed-in reader of the order (its dealer chain, staff, its
// calibrator) opens it by the number alone, which this route answers, with the order's id.

/** What the tracking page shows of an order: the same for the public link and a signed-in reader. */
export const trackingOf = (row: SoftwareOrderRow) => ({
  number: Number(row.number), type: row.type, stage: row.stage, stageName: orderStageName(row.type, row.stage),
  vehicle: { make: row.make, model: row.model, generation: row.generation, engine: row.engine, gearbox: row.gearbox },
  status: STATUS_DISPLAY_NAMES[row.status as OrderStatus] ?? row.status, placedAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
});

const SignedInTrackingReply = Type.Object({ ...TrackingReply.properties, id: Type.String({ format: 'uuid' }) });

export const orderTrackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/order-software/tracking/:number', {
    schema: { tags: ['order-software'], params: NumberParams, querystring: NoQuery, response: { 200: SignedInTrackingReply, 404: ErrorSchema } },
    config: { roles: ORDER_READING_ROLES },
  }, async (request) => {
    const row = await findByNumber(app.db, Number(request.params.number));
    // Not the caller's order, or no such order: one answer, as for an unknown order.
    if (!row || !mayReadOrder(currentUser(request), row)) throw new HttpError(404, ORDER_NOT_FOUND);
    return { ...trackingOf(row), id: row.id };
  });
};
