import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import { finishDocument } from '../http/openapi/document.js';
import { SECURITY_HEADERS } from '../http/security-headers.js';
import { documentRoute } from '../http/openapi/operations.js';

// External plugins, loaded first: security headers on every answer, OpenAPI docs at /api/docs,
// websockets, rate limiting (opt-in per route).
export const externalPlugins = fp(
  async (app) => {
    await app.register(helmet, SECURITY_HEADERS);
    await app.register(swagger, {
      openapi: {
        info: { title: 'Tuning-file portal API', version: '1.0.0', description: 'Credits, orders, catalogue and accounts of the tuning-file portal.' },
        // Relative: the document describes whichever host serves it.
        servers: [{ url: '/', description: 'This portal' }],
        // The routes behind the sign-in name the bearer token themselves (api/routes/index.ts); the rest are public.
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      // Every operation documented the same way, centrally (api/http/openapi, CONTRACT.md "OpenAPI document").
      transform: documentRoute,
      transformObject: (document) => ('openapiObject' in document ? finishDocument(document.openapiObject) : document.swaggerObject),
    });
    // No validator badge: it would send the document's address to validator.swagger.io (and the CSP refuses it).
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    await app.register(rateLimit, { global: false });
  },
  { name: 'external' },
);
