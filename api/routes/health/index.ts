import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';

const Part = Type.Object({ ok: Type.Boolean(), detail: Type.String() });

/** Liveness for load balancers and people: 200 when the database and the event store answer. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    schema: { tags: ['health'], security: [], response: { 200: Type.Object({ status: Type.String(), database: Part, eventStore: Part }), 503: Type.Object({ status: Type.String(), database: Part, eventStore: Part }) } },
  }, async (_request, reply) => {
    const database = await sql`SELECT 1`.execute(app.db).then(
      () => ({ ok: true, detail: 'postgres reachable' }),
      (error: Error) => ({ ok: false, detail: error.message }),
    );
    const eventStore = await app.store.health();
    const ok = database.ok && eventStore.ok;
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, eventStore: { ok: eventStore.ok, detail: `${app.store.kind}: ${eventStore.detail}` } });
  });
};
