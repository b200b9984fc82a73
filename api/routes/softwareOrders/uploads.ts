import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { problem } from '../../../events/problem.js';
import type { OrderFile } from '../../../events/softwareOrders/events.js';
import { HttpError } from '../../http/errors.js';

// The uploads an order names, as the order keeps them (by hash): only the dealer's own uploads.

export const UPLOAD_NOT_FOUND = problem('UPLOAD_NOT_FOUND', 'The uploaded file was not found: upload it again');

type UploadRow = { id: string; sha256: string; size: string | number; name: string; unit: 'ECU' | 'TCU' };

export const resolveUploads = async (app: FastifyInstance, userId: string, files: readonly { uploadId: string }[]): Promise<OrderFile[]> => {
  const ids = [...new Set(files.map((f) => f.uploadId))];
  if (ids.length === 0) return [];
  const { rows } = await sql<UploadRow>`
    SELECT id::text, sha256, size, name, kind AS unit FROM uploaded_files
     WHERE id = ANY(${ids}::uuid[]) AND uploaded_by = ${userId}`.execute(app.db);
  if (rows.length !== ids.length) throw new HttpError(404, UPLOAD_NOT_FOUND);
  return rows.map((row) => ({ unit: row.unit, uploadId: row.id, sha256: row.sha256, size: Number(row.size), name: row.name }));
};
