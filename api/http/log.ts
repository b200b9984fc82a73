import type { FastifyServerOptions } from 'fastify';

// Request logs carry ids and paths, never credentials: a token in a query (`?token=`, the live
// socket's, validate-email's) or a one-time link's path segment (close-sessions, reset-password, on
// the API and on the site's pages alike) is as good as a password while it lasts.
const TOKEN_IN_QUERY = /([?&](?:token|code|key)=)[^&#]+/gi;
const TOKEN_IN_PATH = /(\/(?:close-sessions|reset-password|validate-email)\/)[^/?#]+/gi;
export const redactUrl = (url: string) => url.replace(TOKEN_IN_QUERY, '$1[redacted]').replace(TOKEN_IN_PATH, '$1[redacted]');

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

export const withRedaction = (logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] =>
  logger && typeof logger === 'object'
    ? {
        ...logger,
        serializers: {
          req: (request: LoggedRequest) => ({ method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }),
        },
      }
    : logger;
