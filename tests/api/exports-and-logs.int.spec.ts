import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movementsCsv } from '../../api/routes/credit/movements-csv.js';
import { buildApp } from '../../api/app.js';
import { neutraliseCsvCell, neutraliseCsvValues } from '../../events/csv-cell.js';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';

// CSV exports never carry a live formula, one-time tokens never reach the request log, and every
// answer carries the security headers (a file always as a download).

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

describe('security headers', () => {
  const securityHeaders = (headers: Record<string, unknown>) => ({
    frameOptions: headers['x-frame-options'], nosniff: headers['x-content-type-options'], referrer: headers['referrer-policy'],
    frameAncestors: /frame-ancestors 'none'/.test(String(headers['content-security-policy'])),
    scriptsFromSelfOnly: /script-src 'self';/.test(String(headers['content-security-policy'])),
  });
  const expected = { frameOptions: 'DENY', nosniff: 'nosniff', referrer: 'no-referrer', frameAncestors: true, scriptsFromSelfOnly: true };

  it('on the admin, an API answer, a download, a PDF and the API docs', async () => {
    // A stand-in for the built admin (tests must not depend on a build).
    const dist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/admin/assets/index.js"></script>');
    writeFileSync(join(dist, 'assets', 'index.js'), 'export {};');
    const app = await buildApp({ services: portal.services, serveAdmin: true, adminDistDir: dist });
    try {
      const page = await app.inject({ url: '/admin/', headers: { host: 'portal.test' } });
      expect(page.statusCode).toBe(200);
      expect(securityHeaders(page.headers)).toEqual(expected);
      // The live socket on the page's own host, not on any host.
      expect(page.headers['content-security-policy']).toContain("connect-src 'self' ws://portal.test wss://portal.test");
      expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(securityHeaders((await app.inject({ url: '/admin/assets/index.js' })).headers)).toEqual(expected);

      const json = await app.inject({ url: '/api/user/view', headers: admin });
      expect([json.statusCode, securityHeaders(json.headers)]).toEqual([200, expected]);
      const refused = await app.inject({ url: '/api/user/view' });
      expect([refused.statusCode, securityHeaders(refused.headers)]).toEqual([401, expected]);

      const csv = await app.inject({ url: '/api/credit/admin-history/export', headers: admin });
      expect([csv.statusCode, csv.headers['content-disposition'], securityHeaders(csv.headers)]).toEqual([200, 'attachment; filename="credit-movements.csv"', expected]);
      const pdf = await app.inject({ method: 'POST', url: '/api/invoice-numeration/preview-pdf', headers: admin, payload: {} });
      expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-disposition'], securityHeaders(pdf.headers)])
        .toEqual([200, 'application/pdf', 'attachment; filename="invoice-preview.pdf"', expected]);

      // The Swagger UI is served under the same policy: its page has no inline script to refuse.
      const docs = await app.inject({ url: '/api/docs/' });
      expect([docs.statusCode, securityHeaders(docs.headers)]).toEqual([200, expected]);
      expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    } finally {
      await app.close();
    }
  });
});
