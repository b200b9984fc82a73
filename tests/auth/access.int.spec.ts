import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';

// Who may read what is written once in api/CONTRACT.md ("Access") and decided once in
// api/http/access.ts: this reads the contract's table and checks every row against the server,
// for every demo role and without a token, so the document and the code cannot drift apart.

const ROLES = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
const ROLE_NAME: Record<(typeof ROLES)[number], string> = { admin: 'Admin', distributor: 'Distributor', dealer: 'Dealer', subdealer: 'SubDealer', calibrator: 'Calibrator', support: 'Support' };

const contract = readFileSync(new URL('../../api/CONTRACT.md', import.meta.url), 'utf8');
const section = contract.slice(contract.indexOf('## Access (spec section 6)'));
const rows = section.slice(0, section.indexOf('\n## ', 1)).split('\n')
  .map((line) => /^\| (GET|POST|PUT|DELETE) (\S+) \| ([^|]+) \|/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map(([, method, path, roles]) => ({ method, path, allowed: roles.split(',').map((r) => r.trim()) }));

let portal: TestPortal;
let ids: Record<string, string>;
let headers: Record<string, { authorization: string }>;
beforeAll(async () => {
  portal = await createTestPortal();
  ({ ids, headers } = await signInDemo(portal, ROLES));
});
afterAll(async () => portal?.close());

describe('the access table of CONTRACT.md', () => {
  it('has rows', () => expect(rows.length).toBeGreaterThanOrEqual(8));

  it('is what the server does, for every role and without a token', async () => {
    const wrong: string[] = [];
    for (const { method, path, allowed } of rows) {
      const url = (who: string) => path.replaceAll(':self', ids[who]).replaceAll(':admin', ids.admin).replace(/\?filter=(.*)$/, (_, f: string) => `?filter=${encodeURIComponent(f)}`);
      const payload = method === 'PUT' || method === 'POST' ? { priceList: [] } : undefined;
      const anonymous = await portal.app.inject({ method: method as 'GET', url: url('admin'), payload });
      if (anonymous.statusCode !== 401) wrong.push(`${method} ${path} without a token → ${anonymous.statusCode}`);
      for (const who of ROLES) {
        const response = await portal.app.inject({ method: method as 'GET', url: url(who), headers: headers[who], payload });
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const shouldRefuse = !allowed.includes(ROLE_NAME[who]);
        if (refused !== shouldRefuse) wrong.push(`${method} ${path} as ${who} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
