import type { FastifyServerOptions } from 'fastify';

// Request logs carry ids and paths, never credentials: the live socket's token rides in its query.
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]+/g, '$1[redacted]');

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
