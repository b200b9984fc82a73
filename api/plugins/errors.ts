import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { WrongExpectedVersion } from '../../events/store/port.js';
import { LedgerRefused } from '../../events/ledger/errors.js';
import { errorBody, HttpError } from '../http/errors.js';
import { validationMessage } from '../http/validation-messages.js';
import { isBrokenUpload, UPLOAD_BROKEN } from '../http/multipart.js';
import { NUL_TEXT, nulTextPath } from '../http/nul-text.js';

// One error handler for the whole API: `{ statusCode, error, message }`, the spec's texts, and no
// internals on 5xx (those are logged with the request id instead).

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
// Text PostgreSQL cannot store (a NUL character that slipped past the request check, e.g. in a filter).
const BAD_TEXT = new Set(['22021', '22P05']);

/** Errors of the router, before any route or hook runs (Fastify's `frameworkErrors` option): its own texts name paths, not the problem. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(errorBody(414, 'The address is too long: an id or a value in it is far longer than any the portal uses'));
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(errorBody(400, 'The address is not valid: a part of it is wrongly %-encoded'));
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return reply.code(status).send(errorBody(status, status === 500 ? 'Something went wrong on our side; please try again' : error.message));
};

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
      if (error instanceof HttpError) return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
      if (error instanceof LedgerRefused) return reply.code(error.status).send(errorBody(error.status, error.message));
      if (error.validation) return reply.code(400).send(errorBody(400, validationMessage(error.validation)));
      if (isBrokenUpload(request, error)) return reply.code(400).send(errorBody(400, UPLOAD_BROKEN));
      if (error instanceof WrongExpectedVersion) {
        return reply.code(409).send(errorBody(409, 'This record was changed by someone else: reload and try again'));
      }
      if (error.code === UNIQUE_VIOLATION) return reply.code(409).send(errorBody(409, 'A record with this value already exists'));
      if (error.code === FOREIGN_KEY_VIOLATION) return reply.code(400).send(errorBody(400, 'A referenced record does not exist'));
      if (error.code === CHECK_VIOLATION) return reply.code(400).send(errorBody(400, 'A value is outside the allowed range'));
      if (error.code !== undefined && BAD_TEXT.has(error.code)) return reply.code(400).send(errorBody(400, `Text must not contain the invisible NUL character (\\u0000)`));
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send(errorBody(500, 'Something went wrong on our side; please try again'));
      }
      // Fastify's own 4xx (bad JSON, body too large, wrong content type) already read well.
      return reply.code(status).send(errorBody(status, error.message));
    });
    // Before validation, so a NUL character is named by its field instead of failing in the database.
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [['body', request.body], ['query', request.query], ['params', request.params]] as const) {
        const path = nulTextPath(value);
        if (path !== undefined) throw new HttpError(400, `${path || part}: ${NUL_TEXT}`);
      }
    });
    app.setNotFoundHandler((request, reply) => {
      // A person typing an unknown address lands on the login page (spec section 2); API callers get JSON.
      const path = request.url.split('?')[0];
      if (request.method === 'GET' && !path.startsWith('/api') && String(request.headers.accept ?? '').includes('text/html')) {
        return reply.redirect('/admin/login');
      }
      return reply.code(404).send(errorBody(404, `There is no ${request.method} ${path} in this API`));
    });
  },
  { name: 'errors' },
);
