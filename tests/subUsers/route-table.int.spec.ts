import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowed, withDefaults, type PermissionTree } from '../../events/subUsers/permissions.js';
import { ANY_SUB_USER, NEVER, PUBLIC, SUB_USER_ROUTES, subUserRouteKey } from '../../api/http/sub-user-routes.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { createSubUser } from './support.js';

// Issue 13's table test: every route of the API, generated from the OpenAPI document, called by the
// owner and by three sub-users of it (Administrator with the default tree, Support with its default,
// Administrator with credits switched off), for an Admin and a Distributor owner. What the route
// table (api/http/sub-user-routes.ts) says a tree may do must be what the server does; a route with
// no row in the table fails here the day it is registered.

type Route = { method: string; url: string; key: string };
type Caller = { name: string; headers: Record<string, string>; tree: PermissionTree | null };
const UUID = '00000000-0000-4000-8000-000000000000';
/** A value of the right shape for each path parameter; refusals come before validation anyway. */
const PARAMS: Record<string, string> = { unit: 'ECU', alpha2: 'NL', family: 'DQ200', locale: 'nl-NL', code: 'NOPE', sha256: 'a'.repeat(64), number: '1', rol: 'dealer', token: 'x' };
const CONCURRENCY = 4;
const CREDITS_OFF: PermissionTree = { credits: { status: false } };

let t: CreditPortal;
let routes: Route[];
const owners: { owner: Caller; subUsers: Caller[] }[] = [];

beforeAll(async () => {
  t = await creditPortal();
  const doc = t.portal.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    return { method: method.toUpperCase(), url, key: subUserRouteKey(method.toUpperCase(), url) };
  }));
  for (const parent of ['admin', 'distributor'] as const) {
    const sub = async (name: string, role: 'sub_user_admin' | 'sub_user_support', permissions?: PermissionTree): Promise<Caller> => {
      const created = await createSubUser(t, parent, `${name}@${parent}.test`, role, permissions);
      return { name: `${parent}'s ${name}`, headers: created.headers, tree: withDefaults(role, permissions) };
    };
    owners.push({
      owner: { name: parent, headers: t.portal.auth(t.tokens[parent]), tree: null },
      subUsers: [await sub('admin-default', 'sub_user_admin'), await sub('support-default', 'sub_user_support'), await sub('credits-off', 'sub_user_admin', CREDITS_OFF)],
    });
  }
}, 180_000);
afterAll(async () => t?.close());

const urlOf = (route: Route) => route.url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? UUID);
const call = (route: Route, caller: Caller) =>
  t.portal.app.inject({ method: route.method as 'GET', url: urlOf(route), headers: caller.headers, ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}) });
const refused = (response: { statusCode: number }) => response.statusCode === 401 || response.statusCode === 403;

describe('the sub-user route table', () => {
  it('has a row for every route of the API and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((route) => !(route.key in SUB_USER_ROUTES)).map((route) => route.key)).toEqual([]);
    const stale = Object.keys(SUB_USER_ROUTES).filter((key) => {
      const [method, url] = key.split(' ');
      return !t.portal.app.hasRoute({ method: method as 'GET', url: `/api${url}` });
    });
    expect(stale).toEqual([]);
  });

  it('is what the server does, route by route, for the owner and each sub-user', async () => {
    const problems: string[] = [];
    const seen = { allowed: 0, refused: 0 };
    const signedIn = routes.filter((route) => SUB_USER_ROUTES[route.key] !== PUBLIC);
    const check = async (route: Route) => {
      const rule = SUB_USER_ROUTES[route.key];
      for (const { owner, subUsers } of owners) {
        const mine = await call(route, owner);
        if (mine.body.includes('SUB_USER_NOT_ALLOWED')) problems.push(`${route.key}: the owner ${owner.name} was refused as a sub-user`);
        const ownerMay = !refused(mine);
        for (const caller of subUsers) {
          const answer = await call(route, caller);
          const expected = ownerMay && rule !== NEVER && (rule === ANY_SUB_USER || isAllowed(caller.tree!, rule));
          seen[expected ? 'allowed' : 'refused'] += 1;
          if (expected === refused(answer)) problems.push(`${route.key} (${rule}) as ${caller.name}: expected ${expected ? 'allowed' : 'refused'}, got ${answer.statusCode} ${answer.body.slice(0, 120)}`);
          if (!ownerMay && !refused(answer)) problems.push(`${route.key}: ${caller.name} passed where its owner is refused`);
        }
      }
    };
    // Signing out ends the caller's token: checked last, when no other route needs it.
    const endsSession = (route: Route) => route.key === 'POST /signout';
    const first = signedIn.filter((route) => !endsSession(route));
    for (let i = 0; i < first.length; i += CONCURRENCY) await Promise.all(first.slice(i, i + CONCURRENCY).map(check));
    for (const route of signedIn.filter(endsSession)) await check(route);
    if (problems.length) console.error(problems.join('\n'));
    expect(problems).toEqual([]);
    // Not a table of refusals only: both answers are met many times.
    expect(seen.allowed).toBeGreaterThan(200);
    expect(seen.refused).toBeGreaterThan(200);
  }, 600_000);
});
