import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorSchema } from '../../http/errors.js';
import { NoQuery } from '../../http/no-query.js';

// The Admin's health screen reads the figures GET /metrics serves, from the same reader
// (api/services/metrics/figures.ts), so the screen and the monitoring never disagree.

const Lag = Type.Object({
  name: Type.String(),
  events: Type.Integer({ minimum: 0, description: 'events it handles and has not folded yet (counted up to 100,000)' }),
  seconds: Type.Number({ minimum: 0, description: 'age of the oldest of them; 0 when caught up' }),
});

const HealthFigures = Type.Object({
  at: Type.String({ format: 'date-time' }),
  projections: Type.Array(Lag),
  reactors: Type.Array(Lag),
  ledgerQueue: Type.Integer({ minimum: 0, description: 'ledger commands of this instance waiting for their group commit' }),
  outbox: Type.Integer({ minimum: 0, description: 'events not yet relayed from the outbox (EventStoreDB only)' }),
  sockets: Type.Integer({ minimum: 0, description: 'live sockets open on this instance' }),
});

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/system/health-figures', {
    schema: { tags: ['system'], querystring: NoQuery, response: { 200: HealthFigures, 400: ErrorSchema, 403: ErrorSchema } },
    config: { roles: ['Admin'] },
  }, async () => app.healthFigures());
};
