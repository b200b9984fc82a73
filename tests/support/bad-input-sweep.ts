import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { TestPortal } from './app.js';
import { list } from './list-query.js';

// The probes of a bad-input sweep (tests/api/*bad-input*.int.spec.ts): whatever a client throws at a
// route, the answer is a 4xx whose message a person understands, never a 500. Every probe that
// misbehaves is recorded; `noProblems()` asserts none was, so one run names every bad route.

let portal: TestPortal;
let admin: { authorization: string };

/** The app under test and the administrator's headers (the default caller of every probe). */
export const configureSweep = (target: { portal: TestPortal; admin: { authorization: string } }) => {
  portal = target.portal;
  admin = target.admin;
};

export const HUGE = 'x'.repeat(10_000);
export const SQL = "'; DROP TABLE vehicles; --";
/** Values of the wrong type or shape for any field. */
export const BAD_VALUES: unknown[] = [42, -1, 0, true, {}, [], [1, 2], { $ne: 1 }, null, HUGE, '', ' ', SQL, '🚗💨 ñandú', 'NaN', 'Infinity', '1e999', '\u0000nul'];
/** Prices that must be refused. */
export const BAD_PRICES: unknown[] = [1e21, 1e308, 0.001, 12345678901234567890, -1, -0.01, 0, '-5', '0', '349,50', '1.234', 'NaN', 'Infinity', '1e999', 'abc', Number.MAX_SAFE_INTEGER, '12.345', {}, [], true, HUGE];
export const BAD_IDS = ['not-a-uuid', '12345', '%E0%A4%A', '%00', 'x'.repeat(2000), '00000000-0000-0000-0000-00000000000g', encodeURIComponent(SQL), '%F0%9F%9A%97'];
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** A message for people: a sentence, no validator or database internals. */
const INTERNALS = /must have required property|must be (string|number|object|array|boolean|equal)|must match|must NOT|invalid input syntax|violates|relation "|column "|TypeError|ReferenceError|Cannot read|undefined|is not a function|SyntaxError|Unexpected token|\bat \w+ \(|ECONN|Something went wrong|\[object Object\]|NaN/;
export const isHuman = (message: unknown) => typeof message === 'string' && /^[\p{L}0-9"'<]/u.test(message) && message.length < 400 && !INTERNALS.test(message);

export const problems: string[] = [];
type Probe = InjectOptions & { expect4xx?: boolean; as?: { authorization: string } };

export const probe = async ({ expect4xx = true, as, ...options }: Probe) => {
  const response = await portal.app.inject({ ...options, headers: { ...(as ?? admin), ...(options.headers as object) } });
  const label = `${options.method ?? 'GET'} ${String(options.url).slice(0, 120)} ${JSON.stringify(options.payload instanceof Buffer ? '<file>' : options.payload)?.slice(0, 100) ?? ''}`;
  const body = response.headers['content-type']?.toString().includes('json') ? response.json<{ message?: unknown }>() : {};
  if (response.statusCode >= 500) problems.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
  else if (response.statusCode >= 400 && !isHuman(body.message)) problems.push(`${label} → ${response.statusCode} unclear message: ${String(body.message).slice(0, 200)}`);
  else if (expect4xx && response.statusCode < 400) problems.push(`${label} → ${response.statusCode}, expected a 4xx`);
  return response;
};

export const noProblems = () => {
  const found = problems.splice(0);
  expect(found).toEqual([]);
};

/** Every field of a valid body set to each bad value (accepting 2xx where the value is fine, e.g. emoji text). */
/** `emptyOk`: every field is optional, so `{}` (and for an optional body, no body at all) is fine. */
export const sweepBody = async (method: 'POST' | 'PUT', url: string, base: Record<string, unknown>, { as, emptyOk = false }: { as?: { authorization: string }; emptyOk?: boolean } = {}) => {
  for (const payload of [undefined, '', '[]', '"text"', '42', 'null', '{"broken":', '{}']) {
    const empty = payload === '{}' || ((payload === 'null' || payload === undefined) && url.endsWith('/site/brands'));
    await probe({ method, url, as, payload, headers: { 'content-type': 'application/json' }, expect4xx: !(emptyOk && empty) });
  }
  await probe({ method, url, as, payload: [base] });
  const deep = 50_000;
  await probe({ method, url, as, payload: `${'['.repeat(deep)}${']'.repeat(deep)}`, headers: { 'content-type': 'application/json' } });
  // A deeply nested unknown field: refused as unknown (every body is strict), never a stack overflow.
  await probe({ method, url, as, payload: `{"a":${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}}`, headers: { 'content-type': 'application/json' }, expect4xx: !emptyOk });
  for (const field of Object.keys(base)) {
    const { [field]: _dropped, ...missing } = base;
    await probe({ method, url, as, payload: missing, expect4xx: false });
    for (const value of BAD_VALUES) await probe({ method, url, as, payload: { ...base, [field]: value }, expect4xx: false });
  }
};

/** Each price field set to each bad price: always a 4xx. */
export const sweepPrices = async (method: 'POST' | 'PUT', url: string, base: Record<string, unknown>, set: (price: unknown) => Record<string, unknown>) => {
  for (const price of BAD_PRICES) {
    const response = await probe({ method, url, payload: { ...base, ...set(price) } });
    if (response.statusCode === 400 && !/price|One|Two|Three|Four|ECU|DSG|minimum|discount|\d/i.test(response.json<{ message: string }>().message)) {
      problems.push(`${method} ${url} price ${JSON.stringify(price)} → message does not name the field: ${response.json<{ message: string }>().message}`);
    }
  }
};

/** Malformed simple-rest query strings: 400 each, and wrong filter values never a 500. */
export const sweepList = async (url: string, filterKeys: string[]) => {
  const bad = ['sort=notjson', 'sort=' + encodeURIComponent('["noSuchField","ASC"]'), 'sort=' + encodeURIComponent('["id","SIDEWAYS"]'), 'sort=' + encodeURIComponent('{"field":"id"}'),
    'sort=' + encodeURIComponent('[]'), 'sort=' + encodeURIComponent(`["${SQL}","ASC"]`), 'range=x', list({ range: [-1, 5] }), list({ range: [5, 1] }), list({ range: ['a', 'b'] }),
    list({ range: [0.5, 2] }), list({ range: { start: 0 } }), 'filter=notjson', list({ filter: [] }), list({ filter: 'text' }), `sort=${'x'.repeat(5000)}`];
  for (const query of bad) await probe({ method: 'GET', url: `${url}?${query}` });
  const values: unknown[] = [{ a: 1 }, ['a', 'b'], 42, true, null, HUGE, SQL, '🚗', '%_\\', [{}], 'not-a-uuid', '2026-13-45', '\u0000'];
  for (const key of [...filterKeys, 'id', 'noSuchFilter']) {
    for (const value of values) await probe({ method: 'GET', url: `${url}?${list({ filter: { [key]: value } })}`, expect4xx: false });
  }
  await probe({ method: 'GET', url: `${url}?${list({ range: [0, 1_000_000_000] })}`, expect4xx: false });
  await probe({ method: 'GET', url: `${url}?${list({ range: [1e20, 1e20 + 10] })}` });
  await probe({ method: 'GET', url: `${url}?${list({ range: [0, 1e300] })}`, expect4xx: false });
};

export const sweepIds = async (url: (id: string) => string, methods: ('GET' | 'PUT' | 'DELETE')[], body: Record<string, unknown> = {}) => {
  for (const id of [...BAD_IDS, UNKNOWN_UUID]) {
    for (const method of methods) await probe({ method, url: url(id), payload: method === 'PUT' ? body : undefined });
  }
};

export type Job = { status: string; problems: { row: number; column?: string; message: string }[] };
export const waitForImport = async (id: string): Promise<Job> => {
  for (;;) {
    const job = (await portal.app.inject({ url: `/api/vehicles-file/${id}`, headers: admin })).json<Job>();
    if (['done', 'rejected', 'failed'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};


// ---------------------------------------------------------------------------------------------
// The sweep of the whole API, derived from its OpenAPI document (tests/api/openapi-sweep.int.spec.ts):
// every route the app registers gets hostile input, as the administrator and, in turn, as each other
// demo role and anonymously. A new route is swept without anyone listing it. Only two things are
// asserted: no 5xx, and no internals (stack, SQL, driver names) in an error body.

type JsonSchema = {
  type?: string; format?: string; pattern?: string; enum?: unknown[]; const?: unknown; anyOf?: JsonSchema[]; oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; minLength?: number; minimum?: number; minItems?: number;
};
type Operation = { parameters?: { in: string; name: string; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
/** The part of `app.swagger()` the sweep reads: each path's operations (other path-item keys are passed over). */
export type OpenApi = { paths?: object };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
export type SweepCase = { label: string; options: InjectOptions };
export type SweepRoute = { method: string; path: string; cases: SweepCase[] };

/** Bodies and values a client may throw at any field. */
const NUL = 'a\u0000b';
const LONG = 'x'.repeat(20_000);
const HOSTILE_PARAMS = ['not-a-uuid', '%00', 'x'.repeat(300), encodeURIComponent("'; DROP TABLE users; --"), '..%2F..%2Fetc%2Fpasswd', '-1', '1e999'];
/** Id filters of the lists: each is sent malformed on its own. */
const ID_FILTERS = ['id', 'parentId', 'buyerId', 'sellerId', 'userId', 'orderId', 'requestedBy', 'dealer_id'];
/** At most this many cases per route (the suite runs on two cores). */
export const MAX_CASES_PER_ROUTE = 16;

/** A value of the right shape for a schema: enough to get past validation to the field under test. */
export const sampleOf = (schema: JsonSchema | undefined): unknown => {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) return sampleOf(variant.find((v) => v.type !== 'null') ?? variant[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key])]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'uuid') return UNKNOWN_UUID;
      if (schema.format === 'email') return 'sweep@demo.test';
      if (schema.pattern?.startsWith('^[0-9]')) return '999999';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
};

/** The sample with every text field (top level) replaced. */
const withTexts = (body: unknown, schema: JsonSchema | undefined, value: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? { ...body, ...Object.fromEntries(Object.entries(schema?.properties ?? {}).filter(([, s]) => s.type === 'string' || s.anyOf || s.oneOf).map(([k]) => [k, value])) }
    : body;
const withAll = (body: unknown, schema: JsonSchema | undefined, value: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...Object.fromEntries(Object.keys(schema?.properties ?? {}).map((k) => [k, value])) } : body;

const BOUNDARY = 'sweepboundary';
const filePart = (content: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sweep.csv"\r\nContent-Type: text/csv\r\n\r\n${content}`;

/** The hostile cases of one route, from its operation in the OpenAPI document. */
export const casesOf = (method: string, path: string, operation: Operation): SweepCase[] => {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const fill = (bad?: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => bad ?? String(sampleOf(pathParams.find((p) => p.name === name)?.schema)));
  const url = fill();
  const cases: SweepCase[] = [];
  const add = (label: string, options: InjectOptions) => cases.push({ label, options: { method: method as InjectOptions['method'], ...options } });

  for (const bad of pathParams.length ? HOSTILE_PARAMS.slice(0, 3) : []) add(`path ${bad.slice(0, 20)}`, { url: fill(bad) });
  if (pathParams.length && !['POST', 'PUT', 'PATCH'].includes(method)) add('unknown id', { url });
  if (query.some((q) => q.name === 'filter')) {
    for (const key of ID_FILTERS) add(`filter.${key} malformed`, { url: `${url}?${list({ filter: { [key]: key === 'id' ? ['not-a-uuid'] : 'not-a-uuid' } })}` });
    add('filter huge text', { url: `${url}?${list({ filter: { q: LONG.slice(0, 5000) } })}` });
    add('filter of wrong types', { url: `${url}?${list({ filter: { q: { $ne: 1 }, status: [1], from: 'not-a-date', to: 42 } })}` });
    add('huge range, odd sort', { url: `${url}?${list({ range: [0, 1e12], sort: ['constructor', 'ASC'] })}` });
  }
  for (const q of query.filter((q) => !['filter', 'sort', 'range'].includes(q.name))) {
    add(`query ${q.name} hostile`, { url: `${url}?${q.name}=${encodeURIComponent('[]')}&${q.name}=${encodeURIComponent(LONG.slice(0, 3000))}` });
  }
  const json = operation.requestBody?.content?.['application/json']?.schema;
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    const sample = sampleOf(json);
    const body = (payload: unknown) => ({ url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
    add('body not JSON', body('{"broken":'));
    add('body a list', body([sample]));
    add('body with unknown fields', body('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"id":"' + UNKNOWN_UUID + '"}'));
    if (json) {
      add('fields of the wrong type', body(withAll(sample, json, 42)));
      add('fields of the wrong shape', body(withAll(sample, json, { $gt: '' })));
      add('huge texts', body(withTexts(sample, json, LONG)));
      add('NUL in texts', body(withTexts(sample, json, NUL)));
      add('sample plus an unknown field', body({ ...(sample as object), sweepUnknown: 1 }));
      // A well-formed body reaches the handler; with an unknown id in the path it changes nothing.
      if (pathParams.length) add('well-formed body, unknown id', body(sample));
    }
    add('multipart without boundary', { url, payload: filePart('email,amount\n'), headers: { 'content-type': 'multipart/form-data' } });
    add('multipart cut short', { url, payload: filePart('email,amount\na@b.c,1\n'), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    add('wrong content type', { url, payload: '<xml/>', headers: { 'content-type': 'application/xml' } });
  } else {
    add('as is', { url });
  }
  return cases.slice(0, MAX_CASES_PER_ROUTE);
};

/** Every route of the document, with its cases; the docs UI itself is not the API. */
export const sweepRoutes = (doc: OpenApi): SweepRoute[] =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]: [string, Record<string, Operation>]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, cases: casesOf(method.toUpperCase(), path, operation) })));

/** What an error body must never show: a stack, SQL, the database driver or the query builder. */
export const LEAK = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bkysely\b|\bpg\b|postgres|SQLSTATE|syntax error at|relation "|column "|violates|duplicate key|\$\d+\b|\bselect\b[^"]{0,80}\bfrom\b|insert into|returning \*|TypeError|ReferenceError|Cannot read prop/i;

/** Answers the problems of one answer: a 5xx, or internals in an error body. */
export const answerProblems = (label: string, response: { statusCode: number; body: string }): string[] => {
  const found: string[] = [];
  if (response.statusCode >= 500) found.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
  if (response.statusCode >= 400 && LEAK.test(response.body)) found.push(`${label} → ${response.statusCode} leaks internals: ${response.body.slice(0, 200)}`);
  return found;
};
