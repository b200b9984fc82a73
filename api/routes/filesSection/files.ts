import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listStockTunes, stockMakes, type StockTuneSortField } from '../../../projections/stockTunes/queries.js';
import type { StockTuneRow } from '../../../projections/stockTunes/table.js';
import { parseDateRange } from '../../http/date-range.js';
import { ErrorSchema } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList, textFilter } from '../../http/simple-rest.js';
import { FILES_STAFF } from './access.js';
import { TunedFileRecord } from './schemas.js';

// files/ (index-tuned-file): every tuned file of the stock file database, newest first, searched
// by the beginning of a hardware number or software version, filtered by make, dealer and the day
// it was delivered. Paged, sorted and filtered in SQL on stock_tunes' indexes.

const SORT = { at: 'delivered_at', number: 'number' } as const satisfies Record<string, StockTuneSortField>;

export const downloadUrl = (orderId: string, sha256: string) => `/api/files/download/${orderId}/${sha256}`;

export const toTunedFileRecord = (row: StockTuneRow & { number: number | string | null }) => ({
  id: `${row.order_id}:${row.version}:${row.unit}`, orderId: row.order_id, number: row.number === null ? null : Number(row.number),
  dealerId: row.dealer_id, dealerName: row.dealer_name, make: row.make, model: row.model, engine: row.engine,
  type: row.type, stage: row.stage, unit: row.unit, version: row.version,
  hardwareNumber: row.hardware_number, softwareVersion: row.software_version, tool: row.tool,
  name: row.tuned_name, size: Number(row.tuned_size), sha256: row.tuned_sha256, url: downloadUrl(row.order_id, row.tuned_sha256),
  originalName: row.original_name, originalSha256: row.original_sha256, originalUrl: downloadUrl(row.order_id, row.original_sha256),
  calibratorId: row.calibrator_id, at: row.delivered_at.toISOString(),
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
    return sendList(reply, 'files', params, rows.map(toTunedFileRecord), total);
  });

  app.get('/files/makes', {
    schema: { tags: ['files'], response: { 200: Type.Array(Type.String()) } },
    config: { roles: FILES_STAFF },
  }, async () => stockMakes(app.db));
};
