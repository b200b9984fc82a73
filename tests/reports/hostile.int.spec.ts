import { describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';

// The six reports as a stranger uses them (the OpenAPI sweep already throws malformed values at every
// query field and only checks for 5xx): dates at the edges of the calendar, spans that would make the
// server sum a century of buckets, repeated fields, every non-Admin role and forged proxy headers.
// Each refusal is a 4xx with a stable code a client can translate.

const who = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
const { portal, headers } = usePortal(who);

const REPORTS = ['credit', 'credit-revenue-summary', 'software-orders', 'software-pending-summary', 'software-tune-analytics', 'credit-predicted'] as const;
type Report = (typeof REPORTS)[number];
/** The query of a period from `from` to `to`, in each report's own names (revenue: from/to; the span reports: from_previous/to_current). */
const period = (report: Report, from: string, to: string) =>
  report === 'credit-revenue-summary' ? `from=${from}&to=${to}`
    : report === 'software-pending-summary' || report === 'credit-predicted' ? `from_previous=${from}&to_current=${to}`
      : `from_current=${from}&to_current=${to}`;

const get = (url: string, as: (typeof who)[number] | null = 'admin', extra: Record<string, string> = {}) =>
  portal.app.inject({ method: 'GET', url, headers: { ...(as ? headers[as] : {}), ...extra } });
const refusal = async (url: string) => {
  const response = await get(url);
  return { status: response.statusCode, code: response.json<{ code: string }>().code, params: response.json<{ params: Record<string, unknown> }>().params };
};

describe('report dates at the edges of the calendar', () => {
  it('refuses a period in year 0 with a 400 naming the first day, not a 500 from the database', async () => {
    for (const report of REPORTS) {
      expect(await refusal(`/api/reports/${report}?${period(report, '0000-01-01', '0000-01-31')}`), report)
        .toEqual({ status: 400, code: 'REPORT_PERIOD_TOO_EARLY', params: { period: 'current', first: '0001-01-01' } });
    }
  });

  it('refuses a previous period that moving back pushes before year 1, and serves the span reports that read none', async () => {
    for (const report of ['credit', 'credit-revenue-summary', 'software-orders', 'software-tune-analytics'] as const) {
      expect(await refusal(`/api/reports/${report}?${period(report, '0001-01-01', '0001-01-10')}&compare=year`), report)
        .toEqual({ status: 400, code: 'REPORT_PERIOD_TOO_EARLY', params: { period: 'previous', first: '0001-01-01' } });
    }
    // Years below 100 are those years: the previous period a month before 0050-03 is in 0050, not 1950.
    const early = await get('/api/reports/credit?from_current=0050-03-01&to_current=0050-03-31&compare=month');
    expect(early.json().params).toMatchObject({ from_previous: '0050-02-01', to_previous: '0050-02-28' });
    for (const report of ['software-pending-summary', 'credit-predicted'] as const) {
      const response = await get(`/api/reports/${report}?${period(report, '0001-01-01', '0001-01-10')}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().params).toMatchObject({ from_previous: '0001-01-01', to_current: '0001-01-10' });
    }
  });

  it('answers the last day of the calendar, and refuses impossible days and time zones by field', async () => {
    for (const report of REPORTS) {
      const response = await get(`/api/reports/${report}?${period(report, '9999-12-01', '9999-12-31')}`);
      expect(response.statusCode, `${report} ${response.body}`).toBe(200);
      expect(await refusal(`/api/reports/${report}?${period(report, '2026-02-01', '2026-02-30')}`), report).toMatchObject({ status: 400, code: 'FIELD_NOT_DATE' });
      expect(await refusal(`/api/reports/${report}?${period(report, '2026-02-01', encodeURIComponent('2026-02-10T00:00:00+14:00'))}`), report).toMatchObject({ status: 400, code: 'FIELD_PATTERN' });
      expect(await refusal(`/api/reports/${report}?${period(report, '2026-03-01', '2026-02-01')}`), report).toMatchObject({ status: 400, code: 'REPORT_PERIOD_REVERSED' });
    }
  });
});

describe('unbounded work', () => {
  it('refuses a century by day on every report at once, whichever period is long', async () => {
    for (const report of REPORTS) {
      const started = Date.now();
      expect(await refusal(`/api/reports/${report}?time=day&${period(report, '1926-01-01', '2026-01-01')}`), report)
        .toEqual({ status: 400, code: 'REPORT_SPAN_TOO_LONG', params: { limit: 3660 } });
      expect(Date.now() - started, report).toBeLessThan(5_000);
    }
    // Only the previous period long: refused too (it is summed like the current one).
    expect((await refusal('/api/reports/credit?from_previous=1900-01-01&to_previous=2026-01-01&from_current=2026-01-01&to_current=2026-01-31')).code).toBe('REPORT_SPAN_TOO_LONG');
  });
});

describe('query fields a client should not send', () => {
  it('refuses a field given twice with its name, and unknown or prototype names as unknown', async () => {
    for (const report of REPORTS) {
      expect(await refusal(`/api/reports/${report}?time=day&time=week`), report).toMatchObject({ status: 400, code: 'FIELD_NOT_ALLOWED', params: { field: 'time' } });
      expect(await refusal(`/api/reports/${report}?market=PT&market=BE`), report).toMatchObject({ status: 400, code: 'FIELD_NOT_TEXT', params: { field: 'market' } });
      expect(await refusal(`/api/reports/${report}?__proto__=x`), report).toMatchObject({ status: 400, code: 'FIELD_UNKNOWN', params: { field: '__proto__' } });
    }
    const many = Array.from({ length: 201 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect(await refusal(`/api/reports/credit?ids=${many}`)).toMatchObject({ status: 400, code: 'FIELD_PATTERN', params: { field: 'ids' } });
  });
});

describe('who reads the reports', () => {
  it('refuses every non-Admin role, the sub-dealer too, whatever proxy headers claim', async () => {
    const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost', 'x-forwarded-host': 'admin.portal.test' };
    for (const report of REPORTS) {
      expect((await get(`/api/reports/${report}`, null, forged)).statusCode, report).toBe(401);
      for (const role of who.filter((r) => r !== 'admin')) {
        const response = await get(`/api/reports/${report}`, role, forged);
        expect([response.statusCode, response.json().code], `${role} ${report}`).toEqual([403, 'ROLE_NOT_ALLOWED']);
      }
    }
  });

  it('answers HEAD like GET without a body, and OPTIONS or POST as a route that does not exist', async () => {
    const head = await portal.app.inject({ method: 'HEAD', url: '/api/reports/credit', headers: headers.admin });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    expect((await portal.app.inject({ method: 'HEAD', url: '/api/reports/credit', headers: headers.dealer })).statusCode).toBe(403);
    for (const method of ['OPTIONS', 'POST'] as const) {
      const response = await portal.app.inject({ method, url: '/api/reports/credit', headers: headers.admin });
      expect([response.statusCode, response.json().code]).toEqual([404, 'NO_SUCH_ROUTE']);
    }
  });
});
