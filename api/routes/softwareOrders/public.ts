import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ECU_STAGE_FIELDS, ECU_STAGES } from '../../../events/constants.js';
import { problem, type Problem } from '../../../events/problem.js';
import { orderCertificate, sampleCertificate } from '../../../events/softwareOrders/certificate.js';
import { ORDER_NOT_FOUND } from '../../../events/softwareOrders/errors.js';
import type { OrderStatus } from '../../../events/softwareOrders/statuses.js';
import { findByNumberAndPublicId, findByPublicId } from '../../../projections/softwareOrders/public-links.js';
import { findVehicle } from '../../../tables/catalogue/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { publicLinkLimit } from '../../http/rate-limit.js';
import { attachment, inline } from '../../http/content-disposition.js';
import { renderCertificatePdf } from '../../services/softwareOrders/certificate-pdf.js';
import { ADMIN_OVERVIEW, sameKey } from '../../services/links/sign.js';
import { orderOverview, renderOverviewPdf } from '../../services/softwareOrders/overview-pdf.js';
import { VEHICLE_NOT_FOUND } from '../vehicles/schemas.js';
import { toTimelineEntry } from './record.js';
import { trackingOf } from './tracking.js';
import { loadSoftwareOrder } from './settle.js';
import {
  CertificatePdfQuery, CertificateReply, NoQuery, NumberParams, OverviewParams, OverviewQuery, PublicIdParams, TrackingQuery, TrackingReply, VehicleIdParams,
} from './public-schemas.js';

// The public order links of spec section 2 (no sign-in). The permission is the order's public id, a
// random uuid that only the order's links carry; the order id (it may derive from an
// Idempotency-Key) and the sequential number are never enough. Anything unknown, unpaid or not
// matching answers one 404, so a link says nothing about orders it does not name.
//
// Our readings (also in api/CONTRACT.md):
// - cert/{id}/{print}: the certificate of a paid order; `print` answers it inline, for the browser's
//   viewer to print (pdfkit cannot open a print dialog), otherwise as a download. A cancelled or
//   rejected order was not tuned and has none.
// - overview-pdf/{id}/{rol}: any real order (paid, or on request); `dealer` or `admin`.
// - detail-order/{number_order}: a tracking page for the dealer's customer; numbers are guessable,
//   so it needs the public id too: /detail-order/:number?key=<public id>. A signed-in reader of the
//   order opens it by the number alone (tracking.ts).
// - dummy/{id}: a sample certificate of a catalogue vehicle (its id) with its ECU stages' figures.
// - put-order: there is no public order intake (ordering needs a signed-in dealer and credits); the
//   admin's /put-order sends the visitor to /order-software, which asks to sign in.

export const CERTIFICATE_NOT_FOUND = problem('CERTIFICATE_NOT_FOUND', 'Certificate not found');
export { PUBLIC_LINK_REQUESTS_PER_MINUTE, TOO_MANY_PUBLIC_REQUESTS } from '../../http/rate-limit.js';

const rateLimit = publicLinkLimit;

/** No certificate for an order that ended without a tune. */
const UNTUNED: readonly OrderStatus[] = ['Cancel', 'Rejected'];

const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string, disposition: 'inline' | 'attachment' = 'attachment') =>
  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', (disposition === 'inline' ? inline : attachment)(fileName)).send(pdf);

export const publicSoftwareOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every answer of these routes, refusals included: personal data behind a secret link.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  });

  /** The stream's state of a real order found by its public id, or the given 404. */
  const orderByPublicId = async (publicId: string, notFound: Problem) => {
    const row = await findByPublicId(app.db, publicId);
    const loaded = row ? await loadSoftwareOrder(app, row.id) : null;
    if (!row || !loaded?.state.order) throw new HttpError(404, notFound);
    return { row, ...loaded, order: loaded.state.order };
  };

  const certificate = async (publicId: string) => {
    const { row, state, order } = await orderByPublicId(publicId, CERTIFICATE_NOT_FOUND);
    if (state.payment !== 'paid' || (state.status && UNTUNED.includes(state.status))) throw new HttpError(404, CERTIFICATE_NOT_FOUND);
    return orderCertificate(order, Number(row.number));
  };

  app.get('/public/cert/:publicId', {
    schema: { tags: ['order-software'], security: [], params: PublicIdParams, querystring: NoQuery, response: { 200: CertificateReply, 404: ErrorSchema } },
    config: { rateLimit },
  }, async (request) => certificate(request.params.publicId));

  app.get('/public/cert/:publicId/pdf', {
    schema: { tags: ['order-software'], security: [], params: PublicIdParams, querystring: CertificatePdfQuery, response: { 404: ErrorSchema } },
    config: { rateLimit },
  }, async (request, reply) => {
    const facts = await certificate(request.params.publicId);
    return sendPdf(reply, await renderCertificatePdf(facts), `certificate-${facts.number}.pdf`, request.query.print === '1' ? 'inline' : 'attachment');
  });

  app.get('/public/overview/:publicId/:rol/pdf', {
    schema: { tags: ['order-software'], security: [], params: OverviewParams, querystring: OverviewQuery, response: { 404: ErrorSchema } },
    config: { rateLimit },
  }, async (request, reply) => {
    // The administration's overview shows what the dealer's does not (price, payment, timeline):
    // its link carries a key made from the public id, so the dealer's link cannot be turned into it.
    if (request.params.rol === 'admin' && !sameKey(request.query.key, app.linkKey(ADMIN_OVERVIEW, request.params.publicId))) throw new HttpError(404, ORDER_NOT_FOUND);
    const { row, state, order, history } = await orderByPublicId(request.params.publicId, ORDER_NOT_FOUND);
    const overview = orderOverview(request.params.rol, order, state, {
      number: Number(row.number), updatedAt: row.updated_at, timeline: history.map((event) => toTimelineEntry(event)).map(({ at, summary }) => ({ at, summary })),
    });
    return sendPdf(reply, await renderOverviewPdf(overview), `order-${overview.number}-${overview.role}.pdf`);
  });

  app.get('/public/orders/:number', {
    schema: { tags: ['order-software'], security: [], params: NumberParams, querystring: TrackingQuery, response: { 200: TrackingReply, 404: ErrorSchema } },
    config: { rateLimit },
  }, async (request) => {
    const row = await findByNumberAndPublicId(app.db, Number(request.params.number), request.query.key);
    if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
    return trackingOf(row);
  });

  app.get('/public/dummy/:vehicleId/pdf', {
    schema: { tags: ['order-software'], security: [], params: VehicleIdParams, querystring: NoQuery, response: { 404: ErrorSchema } },
    config: { rateLimit },
  }, async (request, reply) => {
    const vehicle = await findVehicle(app.db, request.params.vehicleId);
    if (!vehicle) throw new HttpError(404, VEHICLE_NOT_FOUND);
    const stages = ECU_STAGES.flatMap((code) => {
      const row = vehicle.stages.find((s) => s.stage === ECU_STAGE_FIELDS[code]);
      return row ? [{ stage: code, power: row.power, torque: row.torque }] : [];
    });
    const facts = sampleCertificate({ make: vehicle.make, model: vehicle.model, generation: vehicle.generation, engine: vehicle.engine, gearbox: null }, stages);
    return sendPdf(reply, await renderCertificatePdf(facts), `sample-certificate-${vehicle.make}-${vehicle.model}.pdf`);
  });
};
