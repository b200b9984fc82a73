import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { WrongExpectedVersion } from '../../events/store/port.js';
import {
  ADDRESS_INVALID, ADDRESS_TOO_LONG, BAD_REQUEST, CONCURRENT_CHANGE, DUPLICATE_VALUE, HttpError, NO_SUCH_ROUTE, NOT_FOUND, REFERENCED_RECORD_MISSING,
  problem, Refusal, refusalBody, SERVER_ERROR, VALUE_OUT_OF_RANGE, type Problem, type ProblemParams,
} from '../http/errors.js';
import { validationRefusal } from '../http/validation-messages.js';
import { isBrokenUpload, UPLOAD_BROKEN, uploadRefusal } from '../http/upload-form.js';
import { NUL_TEXT, nulTextPath } from '../http/nul-text.js';

// One error handler for the whole API: `{ statusCode, error, code, params, message }` (CONTRACT.md
// "Errors"), the spec's texts, and no internals on 5xx (those are logged with the request id instead).

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
// Text PostgreSQL cannot store (a NUL character that slipped past the request check, e.g. in a filter).
const BAD_TEXT = new Set(['22021', '22P05']);

const send = (reply: FastifyReply, status: number, refused: Problem, params?: ProblemParams) => reply.code(status).send(refusalBody(new HttpError(status, refused, params)));

const INVALID_JSON = problem('INVALID_JSON', 'The body is not valid JSON');
/** Fastify's own 4xx that a person can meet, by Fastify's code. */
const FASTIFY_PROBLEMS: Record<string, Problem> = {
  FST_ERR_CTP_BODY_TOO_LARGE: problem('BODY_TOO_LARGE', 'The request is too large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: problem('UNSUPPORTED_MEDIA_TYPE', 'This kind of content is not accepted here'),
  FST_ERR_CTP_EMPTY_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
};

/** Fastify's own 4xx get a code (the rest keep Fastify's text as `detail`); anything else is a 500 that names nothing internal. */
const fastifyError = (reply: FastifyReply, error: FastifyError) => {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return send(reply, 500, SERVER_ERROR);
  const known = error instanceof SyntaxError ? INVALID_JSON : FASTIFY_PROBLEMS[error.code];
  return known ? send(reply, status, known) : send(reply, status, BAD_REQUEST, { detail: error.message });
};

/** Errors of the router, before any route or hook runs (Fastify's `frameworkErrors` option): its own texts name paths, not the problem. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 414, ADDRESS_TOO_LONG);
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, ADDRESS_INVALID);
  return fastifyError(reply, error);
};

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
      if (error instanceof Refusal) return reply.code(error.statusCode).send(refusalBody(error));
      // An upload route answers a body over any limit (Fastify's, the parser's) with its own message.
      const upload = request.routeOptions.config?.upload;
      const uploadRefused = upload && uploadRefusal(upload, error);
      if (uploadRefused) return reply.code(uploadRefused.statusCode).send(refusalBody(uploadRefused));
      // A path part that fails its schema (a malformed id) names no record: the same 404 as an unknown one.
      if (error.validation && error.validationContext === 'params') return send(reply, 404, NOT_FOUND);
      if (isBrokenUpload(request, error)) return send(reply, 400, UPLOAD_BROKEN);
      if (error.validation) return reply.code(400).send(refusalBody(validationRefusal(error.validation)));
      if (error instanceof WrongExpectedVersion) return send(reply, 409, CONCURRENT_CHANGE);
      if (error.code === UNIQUE_VIOLATION) return send(reply, 409, DUPLICATE_VALUE);
      if (error.code === FOREIGN_KEY_VIOLATION) return send(reply, 400, REFERENCED_RECORD_MISSING);
      if (error.code === CHECK_VIOLATION) return send(reply, 400, VALUE_OUT_OF_RANGE);
      if (error.code !== undefined && BAD_TEXT.has(error.code)) return send(reply, 400, NUL_TEXT);
      if (!(error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) request.log.error({ err: error }, 'request failed');
      return fastifyError(reply, error);
    });
    // Before validation, so a NUL character is named by its field instead of failing in the database.
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [['body', request.body], ['query', request.query], ['params', request.params]] as const) {
        const path = nulTextPath(value);
        if (path !== undefined) throw new HttpError(400, NUL_TEXT, { field: path || part });
      }
    });
    app.setNotFoundHandler((request, reply) => {
      // A person typing an unknown address lands on the login page (spec section 2); API callers get JSON.
      const path = request.url.split('?')[0];
      if (request.method === 'GET' && !path.startsWith('/api') && String(request.headers.accept ?? '').includes('text/html')) {
        return reply.redirect('/admin/login');
      }
      return send(reply, 404, NO_SUCH_ROUTE, { method: request.method, path });
    });
  },
  { name: 'errors' },
);
