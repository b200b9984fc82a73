import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listStockTunes, stockFile, stockMakes, type StockTuneSortField } from '../../../projections/stockTunes/queries.js';
import type { StockTuneRow } from '../../../projections/stockTunes/table.js';
import { parseDateRange } from '../../http/date-range.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList, textFilter } from '../../http/simple-rest.js';
import { currentUser, type AuthUser } from '../../plugins/auth.js';
import { calibratorCopy } from '../../services/encryption/order-file.js';
import { sendStoredFile } from '../files/download.js';
import { mayReadOrder } from '../softwareOrders/access.js';
import { FILE_NOT_FOUND, FILES_STAFF } from './access.js';
import { FileParams, TunedFileRecord } from './schemas.js';

// files/ (index-tuned-file): every tuned file of the stock file database, newest first, searched
// by the beginning of a hardware number or software version, filtered by make, dealer and the day
// it was delivered. Paged, sorted and filtered in SQL on stock_tunes' indexes. The stock is the files
// staff's library (spec section 6): they download any of its files here (files/stock), whoever worked
// on the order; the order itself and its other files (its project) only as the order's rule allows.

const SORT = { at: 'delivered_at', number: 'number' } as const satisfies Record<string, StockTuneSortField>;

export const downloadUrl = (orderId: string, sha256: string) => `/api/files/download/${orderId}/${sha256}`;
/** A file of the stock (a tuned file or its original), for the files staff. */
export const stockUrl = (orderId: string, sha256: string) => `/api/files/stock/${orderId}/${sha256}`;

type StockListRow = StockTuneRow & { number: number | string | null; dealer_chain: string[]; order_calibrator_id: string | null };

export const toTunedFileRecord = (user: AuthUser, row: StockListRow) => ({
  id: `${row.order_id}:${row.version}:${row.unit}`, orderId: row.order_id, number: row.number === null ? null : Number(row.number),
  dealerId: row.dealer_id, dealerName: row.dealer_name, make: row.make, model: row.model, engine: row.engine,
  type: row.type, stage: row.stage, unit: row.unit, version: row.version,
  hardwareNumber: row.hardware_number, softwareVersion: row.software_version, tool: row.tool,
  name: row.tuned_name, size: Number(row.tuned_size), sha256: row.tuned_sha256, url: stockUrl(row.order_id, row.tuned_sha256),
  originalName: row.original_name, originalSha256: row.original_sha256, originalUrl: stockUrl(row.order_id, row.original_sha256),
  calibratorId: row.calibrator_id, at: row.delivered_at.toISOString(),
  projectReadable: mayReadOrder(user, { dealer_chain: row.dealer_chain, calibrator_id: row.order_calibrator_id }),
});

export const tunedFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/files', {
    schema: { tags: ['files'], querystring: ListQuery, response: { 200: Type.Array(TunedFileRecord), 400: ErrorSchema } },
    config: { roles: FILES_STAFF },
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT, 'at', 'DESC');
    const f = params.filter;
    const { start, end } = parseDateRange(f.start ?? f.from, f.end ?? f.to);
    const { rows, total } = await listStockTunes(app.db, {
      q: textFilter(f.q), make: textFilter(f.make), dealerId: idFilter(f, 'dealerId'), dealer: textFilter(f.dealer),
      unit: textFilter(f.unit), stage: textFilter(f.stage), start, end,
    }, params);
    const user = currentUser(request);
    return sendList(reply, 'files', params, rows.map((row) => toTunedFileRecord(user, row)), total);
  });

  app.get('/files/stock/:id/:sha256', {
    schema: { tags: ['files'], summary: 'Download a file of the stock: a tuned file or the original read it was made from', params: FileParams },
    config: { roles: FILES_STAFF },
  }, async (request, reply) => {
    const user = currentUser(request);
    const file = await stockFile(app.db, request.params.id, request.params.sha256);
    if (!file) throw new HttpError(404, FILE_NOT_FOUND);
    // A tool-encrypted original reaches the staff decrypted, as from the order (a 202 while the agent works).
    const copy = await calibratorCopy(app, user, file);
    if (copy.kind === 'pending') return reply.code(202).header('Retry-After', String(copy.retryAfterSeconds)).send(copy.body);
    return sendStoredFile(app, reply, { sha256: copy.sha256, size: copy.size, name: file.name }, FILE_NOT_FOUND,
      { orderId: request.params.id, userId: user.id, ip: request.ip });
  });

  app.get('/files/makes', {
    schema: { tags: ['files'], response: { 200: Type.Array(Type.String()) } },
    config: { roles: FILES_STAFF },
  }, async () => stockMakes(app.db));
};
