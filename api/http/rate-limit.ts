import type { FastifyRequest } from 'fastify';
import { problem, type Problem } from '../../events/problem.js';
import { HttpError } from './errors.js';

// The one rate limit of the routes a request can make the server work for (hash a password, send a
// mail, draw a PDF) before anyone is known: so many requests a minute from one address to one route
// (@fastify/rate-limit keeps a counter per route), refused with a 429 that names when to try again.

export const TOO_MANY_PUBLIC_REQUESTS = problem('TOO_MANY_PUBLIC_REQUESTS', 'Too many requests: try again in {after}');

const WINDOW = '1 minute';

/** Requests a minute from one address to each public link (an order's, an invoice's): far above a person, and a PDF costs CPU. */
export const PUBLIC_LINK_REQUESTS_PER_MINUTE = 60;

type Limit = {
  max: number;
  /** Defaults to onRequest; preHandler counts only requests that passed validation (and, behind the sign-in, knows the user). */
  hook?: 'onRequest' | 'preHandler';
  keyGenerator?: (request: FastifyRequest) => string;
};

/** `max` requests a minute from one address (or per `keyGenerator`), else 429 with `refusal` and its `after`. */
export const requestsPerMinute = (max: number, refusal: Problem = TOO_MANY_PUBLIC_REQUESTS, options: Omit<Limit, 'max'> = {}) => ({
  max,
  timeWindow: WINDOW,
  hook: options.hook ?? ('onRequest' as const),
  // request.ip is the socket's address unless TRUST_PROXY names the proxy in front (api/app.ts).
  keyGenerator: options.keyGenerator ?? ((request: { ip: string }) => request.ip),
  // Thrown as it is: a Refusal reaches the one error handler with its own code.
  errorResponseBuilder: (_req: unknown, context: { after: string }) => new HttpError(429, refusal, { after: context.after }),
});

/** The public links' limit (no sign-in: the link's unguessable id is the permission). */
export const publicLinkLimit = requestsPerMinute(PUBLIC_LINK_REQUESTS_PER_MINUTE);
