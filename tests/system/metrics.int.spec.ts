import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../api/app.js';
import { eventually } from '../projections/support.js';
import { usePortal } from '../support/use-portal.js';

// GET /metrics (Prometheus' text format) answers only the configured scrapers: an address of
// METRICS_ALLOW (the socket's, as no proxy is trusted) or the METRICS_TOKEN bearer. Its lags are read
// from the checkpoints in the database, so a projection held back shows its lag rising, and the
// Admin's health screen reads the same figures from GET /api/system/health-figures.

const { portal, ids, headers } = usePortal(['admin', 'dealer']);
const TOKEN = 'a-scraper-token-of-the-tests';
const STRANGER = '198.51.100.9';
/** The portal as configured for monitoring; the plain test portal configures nobody. */
let scraped: App;

beforeAll(async () => {
  const config = { ...portal.services.config, metricsToken: TOKEN, metricsAllow: ['10.0.0.0/8', '192.0.2.7'] };
  scraped = await buildApp({ services: { ...portal.services, config }, serveAdmin: false });
  await scraped.ready();
});
afterAll(async () => scraped?.close());

const scrape = (options: { from?: string; headers?: Record<string, string> } = {}) =>
  scraped.inject({ method: 'GET', url: '/metrics', remoteAddress: options.from ?? STRANGER, headers: options.headers });
const withToken = async () => {
  const response = await scrape({ headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
/** A sample's value, e.g. value(text, 'portal_projection_lag_events{projection="reports"}'). */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  expect(line, `${series} in the scrape`).toBeDefined();
  return Number(line!.slice(series.length + 1));
};
const caughtUp = async () => expect(await portal.services.runner.waitFor(await portal.services.store.headPosition(), 20_000)).toBe(true);

describe('GET /metrics', () => {
  it('is refused to an anonymous stranger, to a forged forwarded address and to a signed-in Dealer, with a stable code', async () => {
    const refused = { statusCode: 403, error: 'Forbidden', code: 'METRICS_NOT_ALLOWED', params: {}, message: 'These figures are served only to the configured monitoring addresses or token' };
    // Nothing configured: nobody, not even the loopback address.
    expect((await portal.app.inject({ method: 'GET', url: '/metrics' })).json()).toEqual(refused);
    expect((await scrape()).json()).toEqual(refused);
    expect((await scrape({ headers: { 'x-forwarded-for': '10.0.0.1' } })).statusCode).toBe(403);
    expect((await scrape({ headers: headers.dealer })).json()).toEqual(refused);
    expect((await scrape({ headers: headers.admin })).statusCode).toBe(403);
    expect((await scrape({ headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(403);
  });

  it('is served with the token or from an allowed address, in the text format, by route pattern', async () => {
    const order = '00000000-0000-4000-8000-000000000000';
    expect((await portal.app.inject({ method: 'GET', url: `/api/credit-order/view/${order}`, headers: headers.admin })).statusCode).toBe(404);
    for (const from of ['10.20.30.40', '::ffff:10.0.0.9', '192.0.2.7']) expect((await scrape({ from })).statusCode, from).toBe(200);
    const response = await scrape({ headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(value(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/credit-order/view/:id",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(order);
    expect(value(text, 'portal_event_store_append_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(text, 'portal_live_sockets')).toBe(0);
    expect(value(text, 'portal_ledger_queue_depth')).toBe(0);
    expect(value(text, 'portal_outbox_pending_events')).toBe(0);
    expect(value(text, 'portal_reactor_backlog_events{reactor="reactor:credit-order-delivery"}')).toBeGreaterThanOrEqual(0);
  });

  it('shows a projection\'s lag rising while it is held and falling to 0 once it folds again, as the health screen does', async () => {
    const LAG = 'portal_projection_lag_events{projection="reports"}';
    const AGE = 'portal_projection_lag_seconds{projection="reports"}';
    await caughtUp();
    expect(value(await withToken(), LAG)).toBe(0);
    // The reports' fold moves its checkpoint first (compare-and-set): holding the row holds the projection.
    const hold = await portal.services.pool.connect();
    try {
      await hold.query('BEGIN');
      expect((await hold.query(`SELECT 1 FROM projection_checkpoints WHERE name = 'reports' FOR UPDATE`)).rowCount).toBe(1);
      for (const amount of [5, 7]) {
        // The reports are a background projection: a transfer answers without waiting for them.
        const transfer = await portal.app.inject({ method: 'POST', url: '/api/credit/transfer', headers: headers.admin, payload: { to: ids.dealer, amount } });
        expect(transfer.statusCode, transfer.body).toBe(200);
      }
      const held = await withToken();
      expect(value(held, LAG)).toBeGreaterThanOrEqual(2);
      expect(value(held, AGE)).toBeGreaterThan(0);
      expect(value(held, 'portal_projection_lag_events{projection="ledger"}')).toBe(0);
      const screen = await portal.app.inject({ method: 'GET', url: '/api/system/health-figures', headers: headers.admin });
      expect(screen.statusCode).toBe(200);
      expect(screen.json().projections).toContainEqual(expect.objectContaining({ name: 'reports', events: value(held, LAG) }));
      expect((await portal.app.inject({ method: 'GET', url: '/api/system/health-figures', headers: headers.dealer })).statusCode).toBe(403);
    } finally {
      await hold.query('ROLLBACK');
      hold.release();
    }
    // The held fold goes on once the row is free: its checkpoint moves in the fold's own transaction,
    // which may commit after the runner's position says caught up.
    await caughtUp();
    await eventually(async () => value(await withToken(), LAG) === 0, 'the reports lag back to 0');
    const released = await withToken();
    expect(value(released, LAG)).toBe(0);
    expect(value(released, AGE)).toBe(0);
  });
});
