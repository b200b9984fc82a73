import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { answerProblems, sweepRoutes, type OpenApi, type SweepRoute } from '../support/bad-input-sweep.js';

// The whole API swept from its OpenAPI document: every registered route, as the administrator and in
// turn as every other demo role and anonymously, gets malformed and hostile input (wrong types,
// unknown fields, malformed ids in paths and filters, huge texts, NUL, broken multipart). No answer
// may be a 5xx or show internals. A new route is swept the day it is registered.

const ROLES = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
/** Routes swept at once: enough to overlap database waits, few enough for two cores. */
const CONCURRENCY = 4;

let portal: TestPortal;
let routes: SweepRoute[];
let callers: { name: string; headers: Record<string, string> }[];
beforeAll(async () => {
  // A configured webhook answers a bad signature with 400; unconfigured it is a documented 503.
  process.env.STRIPE_WEBHOOK_SECRET ??= 'whsec_sweep';
  portal = await createTestPortal();
  const { headers } = await signInDemo(portal, ROLES);
  callers = [...ROLES.slice(1).map((name) => ({ name, headers: headers[name] })), { name: 'anonymous', headers: {} }];
  routes = sweepRoutes(portal.app.swagger());
  callers.unshift({ name: 'admin', headers: headers.admin });
});
afterAll(async () => portal?.close());

describe('OpenAPI sweep', () => {
  it('covers every route of the document', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.every((route) => route.cases.length > 0)).toBe(true);
  });

  it('answers every hostile request without a 5xx or a leak, for every role', async () => {
    const problems: string[] = [];
    const sweep = async ({ method, path, cases }: SweepRoute) => {
      for (const [index, { label, options }] of cases.entries()) {
        // Each case as the administrator (who passes every role check) and as one other caller in turn.
        const others = callers.slice(1);
        // The first case goes to everyone, so every route meets every role and no token at all.
        for (const caller of index === 0 ? callers : [callers[0], others[index % others.length]]) {
          const response = await portal.app.inject({ ...options, headers: { ...caller.headers, ...(options.headers as Record<string, string>) } });
          problems.push(...answerProblems(`${method} ${path} [${label}] as ${caller.name} (${String(options.url).slice(0, 80)})`, response));
        }
      }
    };
    for (let i = 0; i < routes.length; i += CONCURRENCY) await Promise.all(routes.slice(i, i + CONCURRENCY).map(sweep));
    if (problems.length) console.error(problems.join('\n'));
    expect(problems).toEqual([]);
  }, 300_000);
});
