import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { finished, Transform, type Readable, type TransformCallback } from 'node:stream';
import { UPLOAD_LIMITS } from '../../events/uploads/limits.js';
import { HttpError } from './errors.js';
import {
  FORM_FIELD_BYTES, FORM_FIELDS_MAX, tooLarge, UPLOAD_BROKEN, uploadRefusal, type UploadForm,
} from './upload-form.js';
import { FIELD_TOO_LONG, FIELD_UNKNOWN } from './validation-messages.js';

// The one path every upload is read by. The route declares its form (`config.upload`, upload-form.ts);
// the reader refuses the whole upload when the file is over its limit, counted as the bytes stream by
// AND as the parser's own limit says (a file the parser cut is an error, never data), checks the name
// before a byte is kept, refuses fields the form does not take, and counts the request only once it
// was read to its end. Whatever the route kept of a refused upload is released.

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_LIMITS).map((limit) => limit.maxBytes));
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route of an upload scope that takes a body must declare its form: one that does not fails at start. */
const requireForm = (route: RouteOptions) => {
  const methods = [route.method].flat();
  if (methods.some((method) => !READ_METHODS.has(method)) && !route.config?.upload) {
    throw new Error(`${methods.join(',')} ${route.url} takes multipart/form-data: declare its form in config.upload`);
  }
};

/** The multipart parser for an upload plugin's scope; each route's limits come from its form. */
export const acceptUploads = async (app: FastifyInstance) => {
  app.addHook('onRoute', requireForm);
  await app.register(multipart, { limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: FORM_FIELDS_MAX, parts: FORM_FIELDS_MAX + 1, fieldSize: FORM_FIELD_BYTES } });
};

/** The form the route declared. */
export const uploadFormOf = (request: FastifyRequest): UploadForm => {
  const form = request.routeOptions.config.upload;
  if (!form) throw new Error(`${request.routeOptions.url} reads an upload without declaring its form (config.upload)`);
  return form;
};

/**
 * A part's bytes through a content check. A refused file is drained rather than destroyed, so the
 * parser still reads the request to its end and the answer reaches the client; a part that ends
 * without its closing boundary (the client went away) fails the check's stream.
 */
export const throughCheck = (file: Readable, check: Transform): Readable => {
  finished(file, (error) => error && check.destroy(error));
  check.on('error', () => {
    file.unpipe(check);
    file.resume();
  });
  return file.pipe(check);
};

/** Counts a file's bytes as they pass: one more than the limit, or a file the parser cut there, fails the stream. */
class SizeCheck extends Transform {
  private bytes = 0;
  constructor(private readonly source: { truncated?: boolean }, private readonly form: UploadForm) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.form.limit.maxBytes) return done(tooLarge(this.form));
    done(null, chunk);
  }
  // The parser stops a file at its limit and marks it cut, and may pass no byte after the limit to say so.
  override _flush(done: TransformCallback) {
    done(this.source.truncated ? tooLarge(this.form) : null);
  }
}

const sized = (file: MultipartFile['file'], form: UploadForm): Readable => {
  const check = new SizeCheck(file, form);
  // The parser says so the moment it cuts: the consumer stops there rather than at the end of the part.
  file.once('limit', () => check.destroy(tooLarge(form)));
  return throughCheck(file, check);
};

const CONTROL = /[\u0000-\u001f\u007f]/;

const nameRefusal = (name: string, form: UploadForm): HttpError | undefined => {
  if (!name.trim()) return new HttpError(400, form.refusals.required);
  const max = form.limit.maxNameLength;
  if (max === null) return undefined;
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  if ([...name].length > max) return new HttpError(400, form.refusals.nameTooLong, { max });
  if (CONTROL.test(name)) return new HttpError(400, form.refusals.nameInvalid, { max });
  return undefined;
};

const fieldValue = (part: MultipartValue, form: UploadForm): string => {
  if (!Object.hasOwn(form.fields ?? {}, part.fieldname)) throw new HttpError(400, FIELD_UNKNOWN, { field: part.fieldname, name: part.fieldname });
  if (part.valueTruncated) throw new HttpError(400, FIELD_TOO_LONG, { field: part.fieldname, limit: FORM_FIELD_BYTES });
  return String(part.value);
};

/** The file as `consume` kept it, its name and declared type, and the form's text fields. */
export type Upload<T> = { file: T; name: string; mimetype: string; fields: Readonly<Record<string, string>> };

/**
 * Reads the route's form: its one file through `consume` (the bytes already size-checked; a stream
 * that fails refuses the upload) and its text fields (the last of a repeated one counts). When the
 * request then fails, `release` undoes what `consume` kept.
 */
export const readUpload = async <T>(
  request: FastifyRequest,
  consume: (file: Readable) => Promise<T>,
  release: (kept: T) => Promise<void> = async () => undefined,
): Promise<Upload<T>> => {
  const form = uploadFormOf(request);
  if (!request.isMultipart()) throw new HttpError(400, form.refusals.required);
  let upload: { file: T; name: string; mimetype: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: form.limit.maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = fieldValue(part, form);
        continue;
      }
      const refused = nameRefusal(part.filename, form);
      if (refused) {
        part.file.resume();
        throw refused;
      }
      upload = { file: await consume(sized(part.file, form)), name: part.filename, mimetype: part.mimetype };
    }
    // Only a request read to its end counts (the parser reports a dropped connection as an error; this holds whatever it does).
    if (!request.raw.readableEnded) throw new HttpError(400, UPLOAD_BROKEN);
    if (!upload) throw new HttpError(400, form.refusals.required);
    return { ...upload, fields };
  } catch (error) {
    if (upload) await release(upload.file);
    // The client went away: nobody reads the answer, and it is no server error to log.
    if (request.raw.readableAborted) throw new HttpError(400, UPLOAD_BROKEN);
    throw uploadRefusal(form, error) ?? error;
  }
};

/** The whole file in memory, for readers that need it whole (the spreadsheets). */
export const fileBuffer = async (file: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
