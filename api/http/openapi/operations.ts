import type { FastifySchema, RouteOptions } from 'fastify';
import { SUB_USER_ROUTES, subUserRouteKey } from '../sub-user-routes.js';
import { uploadBody } from '../upload-form.js';

// What every operation of the OpenAPI document says about itself, derived from the route as Fastify
// registered it, so a route added tomorrow is documented without writing anything: a summary, a tag,
// an operationId and, behind the sign-in, the bearer token. A route's own `summary`, `tags` or
// `operationId` always wins.

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Submit', PUT: 'Update', PATCH: 'Change', DELETE: 'Delete' };

/** The path's parts after `/api`, as the document writes them (`{id}`). */
const partsOf = (path: string) => path.replace(/^\/api(?=\/|$)/, '').split('/').filter(Boolean);
const paramOf = (part: string) => /^[{:](\w+)\}?$/.exec(part)?.[1];

/** "GET /api/credit/movements/{id}" reads "Read credit movements by id": the address in words. */
export const defaultSummary = (method: string, path: string) => {
  const words = partsOf(path).map((part) => {
    const param = paramOf(part);
    return param ? `by ${param}` : part.replace(/[-_.]+/g, ' ');
  });
  return [VERBS[method.toUpperCase()] ?? method.toUpperCase(), ...words].join(' ') || 'Read the API root';
};

/** The tag is the first part of the address (`credit`, `order-software`...): the feature a reader looks for. */
export const defaultTag = (path: string) => partsOf(path).find((part) => !paramOf(part)) ?? 'api';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `getCreditMovementsById`: method and path in camel case, so it is stable (it changes only when the
 * address does) and unique (one method per path); url-safe for every generator.
 */
export const defaultOperationId = (method: string, path: string) => {
  const words = partsOf(path).flatMap((part) => {
    const param = paramOf(part);
    return param ? ['by', param] : part.split(/[^A-Za-z0-9]+/);
  });
  return method.toLowerCase() + words.filter(Boolean).map(capitalised).join('');
};

/** The first sentence of a description, when a route wrote one but no summary. */
const firstSentence = (text: unknown) => (typeof text === 'string' && text.trim() ? text.trim().split(/(?<=\.)\s|\n/)[0].slice(0, 120) : undefined);

/** @fastify/swagger's `transform`: the route's schema as documented (a copy; the validated schema is untouched). */
export const documentRoute = ({ schema, url, route }: { schema?: FastifySchema; url: string; route: RouteOptions }) => {
  const own: FastifySchema = schema ?? {};
  const method = [route.method].flat()[0] ?? 'GET';
  const roles = route.config?.roles;
  const rolesLine = roles?.length ? `Roles: ${roles.join(', ')}.` : undefined;
  const documented: FastifySchema & Record<`x-${string}`, unknown> = {
    ...own,
    summary: own.summary ?? firstSentence(own.description) ?? defaultSummary(method, url),
    tags: Array.isArray(own.tags) && own.tags.length ? own.tags : [defaultTag(url)],
    description: [own.description, rolesLine].filter(Boolean).join('\n\n') || undefined,
    // An upload's form (config.upload): documented only, as the multipart reader reads it rather than Fastify's body validation.
    ...(route.config?.upload && { body: uploadBody(route.config.upload), consumes: ['multipart/form-data'] }),
    // A public route that takes a token of another purpose (the second sign-in step) still takes a bearer token.
    ...(own.security === undefined && route.config?.tokenPurpose && { security: [{ bearer: [] }] }),
    // Who may call it, for generators and docs/routes.md: the roles (none: anyone signed in) and the sub-user rule.
    'x-roles': roles ?? [],
    'x-sub-users': SUB_USER_ROUTES[subUserRouteKey(method, url)] ?? null,
  };
  if (documented.description === undefined) delete documented.description;
  return { schema: documented, url };
};

/** The bearer token of a route behind the sign-in; an onRoute hook of the protected scope (api/routes/index.ts). */
export const signedInRoute = (route: RouteOptions) => {
  // A copy: a schema object one file shares between routes must not carry one route's security to another.
  route.schema = { ...route.schema, security: route.schema?.security ?? [{ bearer: [] }] };
};
