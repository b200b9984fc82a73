import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { problem, type Problem } from '../../events/problem.js';
import { UPLOAD_NAME_MAX, type UploadLimit } from '../../events/uploads/limits.js';
import { HttpError } from './errors.js';
import { FIELD_UNKNOWN } from './validation-messages.js';

// What an upload route takes, declared once on the route (`config.upload`) and read by the three that
// need it: the multipart reader enforces it (multipart.ts), the error handler answers an oversized or
// overfull request with it (api/plugins/errors.ts), and the OpenAPI document describes the form with
// it (api/http/openapi/operations.ts). The limits themselves: events/uploads/limits.ts.

/** The answers an upload gives in the route's own codes. */
export type UploadRefusals = {
  /** No file (or one without a name), or no multipart form at all. */
  required: Problem;
  /** More bytes than the limit; the text takes `{limit}` ("The file must not exceed {limit}"). */
  tooLarge: Problem;
  /** A name longer than the limit allows; `{max}`. */
  nameTooLong: Problem;
  /** A name with control characters; `{max}`. */
  nameInvalid: Problem;
};

export type UploadForm = {
  limit: UploadLimit;
  /** What the file is, for the API document (its size and name rule are added from the limit). */
  file: string;
  /** The form's other fields as the document shows them (`Type.Optional` when optional); any other field is refused. */
  fields?: Readonly<Record<string, TSchema>>;
  refusals: UploadRefusals;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form the route reads (api/http/upload-form.ts). */
    upload?: UploadForm;
  }
}

/** The field the document names for the file; the reader takes the form's one file whatever its field. */
export const FILE_FIELD = 'file';
/** A form carries its file and a few short fields (a kind, a dry-run flag). */
export const FORM_FIELDS_MAX = 10;
/** Bytes of one text field. */
export const FORM_FIELD_BYTES = 100;

// The spec's texts (section 5) and those every upload shares; each route names its own where it has one.
export const FILE_TOO_LARGE = problem('FILE_TOO_LARGE', 'The file must not exceed {limit}', { limit: '10MB' });
export const FILE_NAME_TOO_LONG = problem('FILE_NAME_TOO_LONG', 'The file name field must have {max} characters at most', { max: UPLOAD_NAME_MAX });
export const FILE_NAME_INVALID = problem('FILE_NAME_INVALID', 'The file name must not contain control characters');
export const FILE_TYPE = problem('FILE_TYPE', 'The file type is not supported');
export const FILE_EMPTY = problem('FILE_EMPTY', 'The file is empty');
export const ONE_FILE_ONLY = problem('ONE_FILE_ONLY', 'Please upload one file at a time');
export const UPLOAD_TOO_MANY_FIELDS = problem('UPLOAD_TOO_MANY_FIELDS', 'The form has more fields than this upload takes: send the file and its fields only');
export const FILE_REQUIRED = problem('FILE_REQUIRED', 'Please choose a CSV or XLSX file');
/** What the spreadsheet imports answer (account import, catalogue sheets, previous orders). */
export const SHEET_REFUSALS: UploadRefusals = { required: FILE_REQUIRED, tooLarge: FILE_TOO_LARGE, nameTooLong: FILE_NAME_TOO_LONG, nameInvalid: FILE_NAME_INVALID };
/** The store could not keep the file (disk full, storage down): nothing was kept, try again. */
export const UPLOAD_ERROR = problem('UPLOAD_ERROR', 'Upload Error');
// A multipart body the parser cannot read (no boundary, cut short, a broken part header) is the client's mistake.
export const UPLOAD_BROKEN = problem('UPLOAD_BROKEN', 'The upload is incomplete or not a valid form: please choose the file and send it again');

/** The route's refusal of a file over its limit. */
export const tooLarge = (form: UploadForm) => new HttpError(413, form.refusals.tooLarge, { limit: form.limit.label });

// busboy's own errors carry no code, only these texts; a stream cut short is Node's premature close.
const PARSER_TEXT = /^(Multipart: |Malformed part header|Unexpected end of (form|file)|Part terminated early)/;

/** True when `error` comes from reading a malformed multipart body of `request`. */
export const isBrokenUpload = (request: FastifyRequest, error: { message?: string; code?: string }): boolean =>
  request.isMultipart?.() === true && (PARSER_TEXT.test(error.message ?? '') || error.code === 'ERR_STREAM_PREMATURE_CLOSE');

/**
 * What the parser's own limits and Fastify's body limit mean for this form, as the route's answer (never
 * their raw texts); undefined for any other error. The parser cuts a file at the limit: too large, whole.
 */
export const uploadRefusal = (form: UploadForm, error: unknown): HttpError | undefined => {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge(form);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, ONE_FILE_ONLY);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, UPLOAD_TOO_MANY_FIELDS);
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, FIELD_UNKNOWN, { field: '__proto__', name: '__proto__' });
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, UPLOAD_BROKEN);
    default:
      return undefined;
  }
};

/** The form as the OpenAPI document shows it: multipart/form-data, the file as binary, and its fields. */
export const uploadBody = (form: UploadForm) => {
  const { maxNameLength, label } = form.limit;
  const rule = maxNameLength === null ? `at most ${label}` : `at most ${label}, its name at most ${maxNameLength} characters`;
  return Type.Object({ [FILE_FIELD]: Type.String({ format: 'binary', description: `${form.file}; ${rule}` }), ...form.fields });
};
