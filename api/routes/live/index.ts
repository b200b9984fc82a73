import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.js';

/** The live socket (spec section 7): token-authenticated; the reactor pushes to it. */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const user = currentUser(request);
    app.hub.add(user.id, socket, user.roles);
    socket.on('message', (raw) => {
      if (String(raw) === 'ping') socket.send(JSON.stringify({ event: 'pong' }));
    });
  });
};
