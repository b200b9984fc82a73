import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';

// External plugins, loaded first: OpenAPI docs at /api/docs, websockets, rate limiting (opt-in per route).
export const externalPlugins = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Tuning-file portal API', version: '1.0.0', description: 'Credits, orders, catalogue and accounts of the tuning-file portal.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    await app.register(rateLimit, { global: false });
  },
  { name: 'external' },
);
