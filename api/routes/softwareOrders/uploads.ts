import type { FastifyInstance } from 'fastify';
import { problem } from '../../../events/problem.js';
import type { FileDetails, OrderFile } from '../../../events/softwareOrders/events.js';
import { HttpError } from '../../http/errors.js';

// The files an order names, as the order keeps them (by hash): the dealer's own uploads, or stock
// files (reads that paid orders brought before, found by files/find-files), with their details.

export const UPLOAD_NOT_FOUND = problem('UPLOAD_NOT_FOUND', 'The uploaded file was not found: upload it again');
export const STOCK_FILE_NOT_FOUND = problem('STOCK_FILE_NOT_FOUND', 'This stock file is not available');
export const FILE_REF_INVALID = problem('FILE_REF_INVALID', 'Name either an upload or a stock file with its unit');

export type FileRef = { uploadId?: string; stockSha256?: string; unit?: 'ECU' | 'TCU'; hardwareNumber?: string; softwareVersion?: string; tool?: string };

const detailsOf = (ref: FileRef): FileDetails | undefined =>
  ref.hardwareNumber || ref.softwareVersion || ref.tool
    ? { hardwareNumber: ref.hardwareNumber?.trim() || null, softwareVersion: ref.softwareVersion?.trim() || null, tool: ref.tool?.trim() || null }
    : undefined;

const fromUpload = async (app: FastifyInstance, userId: string, ref: FileRef & { uploadId: string }): Promise<OrderFile> => {
  const row = await app.db.selectFrom('uploaded_files').select(['id', 'sha256', 'size', 'name', 'kind']).where('id', '=', ref.uploadId).where('uploaded_by', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, UPLOAD_NOT_FOUND);
  const details = detailsOf(ref);
  return { unit: row.kind as 'ECU' | 'TCU', uploadId: row.id, sha256: row.sha256, size: Number(row.size), name: row.name, ...(details ? { details } : {}) };
};

/** A stock file: the original read of a paid order, of that unit. */
const fromStock = async (app: FastifyInstance, ref: FileRef & { stockSha256: string; unit: 'ECU' | 'TCU' }): Promise<OrderFile> => {
  const row = await app.db.selectFrom('software_order_files as f').innerJoin('software_orders as o', 'o.id', 'f.order_id')
    .select(['f.upload_id', 'f.sha256', 'f.size', 'f.name', 'f.unit', 'f.hardware_number', 'f.software_version', 'f.tool'])
    .where('f.sha256', '=', ref.stockSha256).where('f.unit', '=', ref.unit).where('o.payment', '=', 'paid').limit(1).executeTakeFirst();
  if (!row) throw new HttpError(404, STOCK_FILE_NOT_FOUND);
  return {
    unit: ref.unit, uploadId: row.upload_id, sha256: row.sha256, size: Number(row.size), name: row.name, stock: true,
    details: detailsOf(ref) ?? { hardwareNumber: row.hardware_number, softwareVersion: row.software_version, tool: row.tool },
  };
};

export const resolveFiles = (app: FastifyInstance, userId: string, refs: readonly FileRef[]): Promise<OrderFile[]> =>
  Promise.all(refs.map((ref) => {
    if (ref.uploadId && !ref.stockSha256) return fromUpload(app, userId, { ...ref, uploadId: ref.uploadId });
    if (ref.stockSha256 && ref.unit && !ref.uploadId) return fromStock(app, { ...ref, stockSha256: ref.stockSha256, unit: ref.unit });
    throw new HttpError(400, FILE_REF_INVALID);
  }));
