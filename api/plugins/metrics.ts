import fp from 'fastify-plugin';
import { HttpError, problem } from '../http/errors.js';
import { scrapeRule } from '../http/scrape-access.js';

// GET /metrics in Prometheus' text format, for the configured scrapers only (api/http/scrape-access.ts),
// and the one observation every answered request costs: its time by route pattern, method and status.
// Outside /api and the OpenAPI document: it is the operators' interface, not the portal's API.

export const METRICS_NOT_ALLOWED = problem('METRICS_NOT_ALLOWED', 'These figures are served only to the configured monitoring addresses or token');
/** The route label of a request no route matched (a 404): the address itself would make a series per typo. */
const UNMATCHED = 'unmatched';

export const metricsPlugin = fp(
  async (app) => {
    const rule = scrapeRule(app.config);
    const { httpSeconds, registry } = app.metrics;
    app.addHook('onResponse', (request, reply, done) => {
      httpSeconds.observe({ method: request.method, route: request.routeOptions.url ?? UNMATCHED, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!rule.allows(request.ip) && !rule.tokenMatches(request.headers.authorization)) throw new HttpError(403, METRICS_NOT_ALLOWED);
      app.metrics.show(await app.healthFigures());
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['services'] },
);
