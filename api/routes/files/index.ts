import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ORIGINAL_FILE_KINDS, ORIGINAL_FILE_MAX_BYTES, ORIGINAL_FILE_NAME_MAX, type OriginalFileKind } from '../../../events/constants.js';
import { recordUpload } from '../../../tables/files/queries.js';
import { ErrorSchema, HttpError, Refusal } from '../../http/errors.js';
import { isBrokenUpload, throughCheck, UPLOAD_BROKEN } from '../../http/multipart.js';
import { FIELD_NOT_ALLOWED, FIELD_REQUIRED, FIELD_UNKNOWN } from '../../http/validation-messages.js';
import { currentUser } from '../../plugins/auth.js';
import { FileTooLarge, type FileStore, type StagedFile } from '../../services/files/store.js';
import { ReadCheck } from './read-check.js';
import * as s from './schemas.js';

// Upload of an original ECU or TCU read for a software order (issue 9 "Files"; spec section 5's
// 10MB reading). The file streams through the type check into the store (hashed and encrypted as it
// is written) under a temporary name; it gets its address and its `uploaded_files` row only once the
// whole request has arrived and passed every check. A request cut off or refused half way leaves
// nothing behind. Orders name the upload by its id (findUpload in tables/files/queries.ts).

/** Those who order software (spec section 6), and the calibrators, whose tuned files an order then names (order-software/deliver). */
const ORDERING = { roles: ['Admin', 'Calibrator', 'Distributor', 'Dealer', 'SubDealer'] as const };
const KIND_FIELD = 'kind';

const isKind = (value: string): value is OriginalFileKind => (ORIGINAL_FILE_KINDS as readonly string[]).includes(value);
const CONTROL = /[\u0000-\u001f\u007f]/;

const checkName = (name: string) => {
  if (!name.trim()) throw new HttpError(400, s.ORIGINAL_FILE_REQUIRED);
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  if ([...name].length > ORIGINAL_FILE_NAME_MAX) throw new HttpError(400, s.FILE_NAME_TOO_LONG);
  if (CONTROL.test(name)) throw new HttpError(400, s.FILE_NAME_INVALID);
};

const checked = (file: Readable): Readable => throughCheck(file, new ReadCheck());

type StagedUpload = { staged: StagedFile; name: string };

/** Why a stage failed, as the client should hear it: its own fault, or the store's (logged, 503). */
const stageRefusal = (request: FastifyRequest, error: unknown): unknown => {
  if (error instanceof Refusal || isBrokenUpload(request, error as Error)) return error;
  if (error instanceof FileTooLarge) return new HttpError(413, s.FILE_TOO_LARGE);
  request.log.error({ err: error }, 'storing an upload failed');
  return new HttpError(503, s.UPLOAD_ERROR);
};

const stageFile = async (request: FastifyRequest, files: FileStore, part: MultipartFile): Promise<StagedUpload> => {
  try {
    checkName(part.filename);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const staged = await files.stage(checked(part.file), { maxBytes: ORIGINAL_FILE_MAX_BYTES }).catch((error: unknown) => {
    throw stageRefusal(request, error);
  });
  // The parser stops a file at the limit and marks it cut: what was staged is not the whole file.
  if (part.file.truncated) {
    await staged.discard();
    throw new HttpError(413, s.FILE_TOO_LARGE);
  }
  return { staged, name: part.filename };
};

/** The form's `kind` (in any order; the last one counts) and its one file, staged; any other field is refused. */
const readForm = async (request: FastifyRequest, files: FileStore) => {
  let kind: string | undefined;
  let upload: StagedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') upload = await stageFile(request, files, part);
      else if (part.fieldname === KIND_FIELD) kind = String(part.value);
      else throw new HttpError(400, FIELD_UNKNOWN, { name: part.fieldname });
    }
    // Only a request read to its end counts (the parser reports a dropped connection as an error; this holds whatever it does).
    if (!request.raw.readableEnded) throw new HttpError(400, UPLOAD_BROKEN);
    if (!upload) throw new HttpError(400, s.ORIGINAL_FILE_REQUIRED);
    if (kind === undefined) throw new HttpError(400, FIELD_REQUIRED, { field: KIND_FIELD });
    if (!isKind(kind)) throw new HttpError(400, FIELD_NOT_ALLOWED, { field: KIND_FIELD, allowed: ORIGINAL_FILE_KINDS.join(', ') });
    return { kind, ...upload };
  } catch (error) {
    await upload?.staged.discard();
    // The client went away (ECONNRESET 'aborted'): nobody reads the answer, and it is no server error to log.
    if (request.raw.readableAborted) throw new HttpError(400, UPLOAD_BROKEN);
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, s.FILE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, s.ONE_FILE_ONLY);
    throw error;
  }
};

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The parser cuts a file at the limit and marks it truncated (then refused as too large); one file.
  await app.register(multipart, { limits: { fileSize: ORIGINAL_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 100 } });

  app.post('/files/upload', {
    schema: {
      tags: ['files'],
      summary: 'Upload an original ECU or TCU read',
      description: 'multipart/form-data: `kind` (ECU or TCU) and one `file` of at most 10MB whose name has at most 100 characters (api/CONTRACT.md "Files")',
      consumes: ['multipart/form-data'],
      response: { 201: s.UploadedFile, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 503: ErrorSchema },
    },
    config: ORDERING,
  }, async (request, reply) => {
    const user = currentUser(request);
    if (!request.isMultipart()) throw new HttpError(400, s.ORIGINAL_FILE_REQUIRED);
    const { kind, staged, name } = await readForm(request, app.files);
    try {
      await staged.commit();
    } catch (error) {
      await staged.discard();
      request.log.error({ err: error }, 'storing an upload failed');
      throw new HttpError(503, s.UPLOAD_ERROR);
    }
    // A crash between commit and insert leaves a stored file that no row names: harmless, the next upload of it reuses it.
    const row = await recordUpload(app.db, { sha256: staged.sha256, size: staged.size, name, kind, uploadedBy: user.id });
    return reply.code(201).send(s.toUploadedFile(row));
  });
};
