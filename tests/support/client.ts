import createClient from 'openapi-fetch';
import type { App } from '../../api/app.js';
import type { paths } from '../../admin/src/providers/openapi.js';

// The typed client the admin uses (admin/src/providers/apiClient.ts), over app.inject: a test written
// with it names routes, parameters and bodies as the OpenAPI document says, so a schema changed
// without `npm run docs` (or a test out of step with it) fails the type check.

const BASE = 'http://portal.test';

/** openapi-fetch's `fetch`, answered by the app in-process (no port, no socket). */
const injectFetch = (app: App) => async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
};

/** A typed client of the app; `headers` (a bearer token) go with every call. */
export const typedClient = (app: App, headers: Record<string, string> = {}) =>
  createClient<paths>({ baseUrl: BASE, fetch: injectFetch(app), headers });

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The answer's body; a refusal throws with its status and body (a helper's setup step must succeed). */
export const succeeded = async <T>(call: Promise<Answer<T>>): Promise<T> => {
  const { data, error, response } = await call;
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${JSON.stringify(error)}`);
  return data as T;
};
