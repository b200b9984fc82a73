import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Problem } from '../../../events/problem.js';
import { logDownload } from '../../../tables/fileDownloads/queries.js';
import { attachment } from '../../http/content-disposition.js';
import { HttpError } from '../../http/errors.js';
import { openStoredFile } from '../../services/files/open.js';

// The one download of a stored file (an order's reads and tuned files, the files section, chat and
// ticket attachments). The caller has already checked who may read it.

/** A download of a file of an order (or pre-order), logged in file_downloads before the bytes go out. */
export type DownloadLog = { orderId: string; userId: string; ip: string | null };

/** Streams one stored file as an attachment, its SHA-256 as a header so a dealer can check what it flashes; 404 `missing` when the store has none. */
export const sendStoredFile = async (
  app: FastifyInstance, reply: FastifyReply, file: { sha256: string; size: number; name: string }, missing: Problem, log?: DownloadLog,
) => {
  const stream = await openStoredFile(app, file.sha256);
  if (!stream) throw new HttpError(404, missing);
  if (log) await logDownload(app.db, { ...log, sha256: file.sha256 });
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachment(file.name))
    .header('X-Content-SHA256', file.sha256)
    .header('Cache-Control', 'private, no-store')
    .send(stream);
};
