import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movementsCsv } from '../../api/routes/credit/movements-csv.js';
import { buildApp } from '../../api/app.js';
import { neutraliseCsvCell, neutraliseCsvValues } from '../../events/csv-cell.js';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';

// CSV exports never carry a live formula, and one-time tokens never reach the request log.

let portal: TestPortal;
let ids: Record<string, string>;
let admin: { authorization: string };
beforeAll(async () => {
  portal = await createTestPortal();
  ({ ids, headers: { admin } } = await signInDemo(portal, ['admin']));
});
afterAll(async () => portal?.close());

describe('CSV formula injection', () => {
  it('neutralises cells starting with =, +, -, @ and leaves plain numbers alone', () => {
    expect(['=1+1', '+1', '-cmd', '@SUM(A1)', '\t=x', 'plain', '-12.50', 7].map(neutraliseCsvCell)).toEqual(["'=1+1", "'+1", "'-cmd", "'@SUM(A1)", "'\t=x", 'plain', '-12.50', 7]);
    expect(neutraliseCsvValues({ a: '=x', nested: { b: ['@y', 2] } })).toEqual({ a: "'=x", nested: { b: ["'@y", 2] } });
  });

  it('in the server export of the credit journal', async () => {
    const hostile = '=HYPERLINK("http://evil.test","click")';
    const moved = await portal.app.inject({ method: 'POST', url: '/api/credit/transfer', headers: admin, payload: { to: ids.distributor, amount: 5, description: hostile } });
    expect(moved.statusCode).toBe(200);
    const csv = await portal.app.inject({ url: '/api/credit/admin-history/export', headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(csv.body).not.toMatch(/(^|,)"[=+@]/m);
    for (let i = 1; i <= 5; i += 1) await portal.app.inject({ method: 'POST', url: '/api/credit/transfer', headers: admin, payload: { to: ids.dealer, amount: i } });
    // A header, then one line per movement of the journal, in order.
    const all = await portal.app.inject({ url: '/api/credit/admin-history/export', headers: admin });
    const movements = (await portal.services.db.selectFrom('ledger_movements').select('revision').orderBy('revision').execute()).map((m) => Number(m.revision));
    const revisions = (text: string) => text.trimEnd().split('\n').slice(1).map((line) => Number(JSON.parse(line.split(',')[0])));
    expect(all.body).toMatch(/^revision,created_at,kind/);
    expect(revisions(all.body)).toEqual(movements);
    // Read a page at a time: any page size gives the same lines, a size the count divides exactly too.
    expect(movements.length).toBeGreaterThan(4);
    for (const size of [1, 2, 3, movements.length, movements.length + 1]) {
      const stream = await movementsCsv(portal.services.db, {}, size);
      expect(revisions((await stream.toArray()).join('')), `page size ${size}`).toEqual(movements);
    }
  });
});

describe('request log', () => {
  it('redacts one-time tokens in paths and queries like bearer tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => { lines.push(String(chunk)); done(); } });
    const app = await buildApp({ services: portal.services, serveAdmin: false, logger: { level: 'info', stream } });
    try {
      const secret = 'S3cretOneTimeToken';
      await app.inject({ method: 'POST', url: `/api/close-sessions/${secret}` });
      await app.inject({ url: `/admin/reset-password/${secret}` });
      await app.inject({ url: `/admin/validate-email?token=${secret}&lang=en` });
      await app.inject({ url: `/api/ws?token=${secret}` });
      const log = lines.join('');
      expect(log).toContain('/api/close-sessions/[redacted]');
      expect(log).toContain('/admin/reset-password/[redacted]');
      expect(log).toContain('token=[redacted]&lang=en');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
