import { Type, type TObject, type TProperties } from 'typebox';
import type { preValidationHookHandler, RouteOptions } from 'fastify';
import { HttpError } from './errors.js';
import { FIELD_UNKNOWN } from './validation-messages.js';

// Every request body and query string refuses fields it does not declare (400 "<path>: Unknown field
// x"): a field a handler does not know about can never reach a query, and a typo (`?fitler=`) is an
// answer rather than a silently unfiltered list. A write route that declares no body takes none: a
// field sent to it is refused the same way, not silently dropped. Applied to every route by one
// onRoute hook (api/app.ts), so a new route is strict without asking.

type Schema = Record<string, unknown>;

/** A copy of a JSON schema whose objects without an explicit `additionalProperties` get `false`. */
export const strictObjects = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(strictObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = { ...(schema as Schema) };
  const props = out.properties as Schema | undefined;
  if (props) out.properties = Object.fromEntries(Object.entries(props).map(([key, value]) => [key, strictObjects(value)]));
  if (out.items) out.items = strictObjects(out.items);
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(out[key])) out[key] = strictObjects(out[key]);
  // allOf parts each see only their own fields, so they are left open; records (patternProperties) too.
  if (out.type === 'object' && out.additionalProperties === undefined && out.patternProperties === undefined) out.additionalProperties = false;
  return out;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The body of a write route that declares none: nothing, or what clients send for nothing (react-admin's
 * DELETE sends an empty text/plain body; `{}`). A route that reads its body itself is left to it: the
 * payment webhook's raw bytes (a Buffer); uploads are not given this hook at all.
 */
const refuseBody: preValidationHookHandler = (request, _reply, done) => {
  const body: unknown = request.body;
  if (body === undefined || body === null || body === '' || Buffer.isBuffer(body)) return done();
  const name = typeof body === 'object' && !Array.isArray(body) ? Object.keys(body)[0] : 'body';
  if (name === undefined) return done();
  done(new HttpError(400, FIELD_UNKNOWN, { field: name, name }));
};

/** onRoute hook: the route's body and query schemas made strict before Fastify compiles them (and before the docs read them). */
export const strictInput = (route: RouteOptions) => {
  if (route.schema?.body) route.schema.body = strictObjects(route.schema.body);
  if (route.schema?.querystring) route.schema.querystring = strictObjects(route.schema.querystring);
  // An upload (config.upload) reads its form itself, and names a missing file in its own words.
  if (!route.schema?.body && !route.config?.upload && [route.method].flat().some((method) => WRITE_METHODS.has(method))) {
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseBody];
  }
};

/**
 * The body of a react-admin edit: react-admin sends back the whole record it read, so the record's
 * other fields are accepted and ignored (declared, read-only); anything that is in neither is refused.
 */
export const EditBody = <Changes extends TProperties, Record extends TProperties>(changes: TObject<Changes>, record: TObject<Record>) => {
  const readOnly = Object.fromEntries(
    Object.keys(record.properties).filter((key) => !(key in changes.properties)).map((key) => [key, Type.Optional(Type.Unknown({ description: 'read-only: sent back by react-admin, ignored' }))]),
  );
  return Type.Object({ ...readOnly, ...changes.properties } as Changes);
};
