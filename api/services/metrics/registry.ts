import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { HealthFigures } from './figures.js';

// The figures GET /metrics serves (Prometheus text format), one registry per set of services so two
// portals in one process (the tests) never share a series. Requests and appends are observed as they
// happen (one histogram observation each); the lags, the queues and the sockets are read at scrape
// time (healthFigures), the same numbers the Admin's health screen shows.

/** Seconds: from a fast read (a few ms) to a slow export or a stuck append. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type PortalMetrics = {
  registry: Registry;
  /** One observation per answered request: its route pattern (never the address), method and status. */
  httpSeconds: Histogram<'method' | 'route' | 'status'>;
  /** One observation per append through the store, by outcome (`ok`, `failed`). */
  appendSeconds: Histogram<'outcome'>;
  /** Copies the scrape-time figures into their gauges. */
  show(figures: HealthFigures): void;
};

export const createPortalMetrics = (): PortalMetrics => {
  const registry = new Registry();
  // Process memory, CPU, event-loop delay, heap spaces: prom-client's standard names, unprefixed as dashboards expect them.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const httpSeconds = new Histogram({
    name: 'portal_http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status'] as const, buckets: LATENCY_BUCKETS, registers,
  });
  const appendSeconds = new Histogram({
    name: 'portal_event_store_append_duration_seconds', help: 'Time of an append to the event store (inline projections folded with it included)',
    labelNames: ['outcome'] as const, buckets: LATENCY_BUCKETS, registers,
  });
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge<string>({ name, help, labelNames, registers });
  const projectionEvents = gauge('portal_projection_lag_events', 'Events a projection handles that it has not folded yet', ['projection']);
  const projectionSeconds = gauge('portal_projection_lag_seconds', 'Age of the oldest event a projection has not folded yet (0 when caught up)', ['projection']);
  const reactorEvents = gauge('portal_reactor_backlog_events', 'Events a reactor handles that it has not acted on yet', ['reactor']);
  const reactorSeconds = gauge('portal_reactor_backlog_seconds', 'Age of the oldest event a reactor has not acted on yet (0 when caught up)', ['reactor']);
  const ledgerQueue = gauge('portal_ledger_queue_depth', 'Ledger commands of this instance waiting for the next group commit');
  const outbox = gauge('portal_outbox_pending_events', 'Events written to the outbox and not yet relayed to the event store (EventStoreDB only)');
  const sockets = gauge('portal_live_sockets', 'Live WebSocket connections open on this instance');

  return {
    registry, httpSeconds, appendSeconds,
    show: (figures) => {
      for (const { name, events, seconds } of figures.projections) {
        projectionEvents.set({ projection: name }, events);
        projectionSeconds.set({ projection: name }, seconds);
      }
      for (const { name, events, seconds } of figures.reactors) {
        reactorEvents.set({ reactor: name }, events);
        reactorSeconds.set({ reactor: name }, seconds);
      }
      ledgerQueue.set(figures.ledgerQueue);
      outbox.set(figures.outbox);
      sockets.set(figures.sockets);
    },
  };
};
