import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { WrongExpectedVersion } from '../../events/store/port.js';
import { LedgerRefused } from '../../events/ledger/errors.js';
import { errorBody, HttpError } from '../http/errors.js';
import { validationMessage } from '../http/validation-messages.js';

// One error handler for the whole API: `{ statusCode, error, message }`, the spec's texts, and no
// internals on 5xx (those are logged with the request id instead).

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
      if (error instanceof HttpError) return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
      if (error instanceof LedgerRefused) return reply.code(error.status).send(errorBody(error.status, error.message));
      if (error.validation) return reply.code(400).send(errorBody(400, validationMessage(error.validation)));
      if (error instanceof WrongExpectedVersion) {
        return reply.code(409).send(errorBody(409, 'This record was changed by someone else: reload and try again'));
      }
      if (error.code === UNIQUE_VIOLATION) return reply.code(409).send(errorBody(409, 'A record with this value already exists'));
      if (error.code === FOREIGN_KEY_VIOLATION) return reply.code(400).send(errorBody(400, 'A referenced record does not exist'));
      if (error.code === CHECK_VIOLATION) return reply.code(400).send(errorBody(400, 'A value is outside the allowed range'));
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send(errorBody(500, 'Something went wrong on our side; please try again'));
      }
      // Fastify's own 4xx (bad JSON, body too large, wrong content type) already read well.
      return reply.code(status).send(errorBody(status, error.message));
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
