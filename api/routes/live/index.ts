import type { FastifyPluginAsync } from 'fastify';
import type { AuthUser } from '../../plugins/auth.js';
import { CHECK_VERSION_EVENT } from '../../../events/constants.js';

// The live socket (spec section 7); the reactor pushes to it. A browser cannot set headers on a
// websocket, and a token in the URL's query string ends up in every proxy's access log, so the
// client sends its token in its first message: { "event": "auth", "token": "..." }. The server
// answers { "event": "authenticated" } and only then pushes; a socket that sends anything else
// first, a bad token, or nothing within LIVE_AUTH_TIMEOUT_MS is closed with LIVE_AUTH_FAILED.

/** How long a new socket may stay open without authenticating. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;
/** Close code (4000-4999 is the application's range) for a socket that did not authenticate. */
export const LIVE_AUTH_FAILED = 4401;

const tokenOf = (raw: string): string | null => {
  try {
    const message = JSON.parse(raw) as { event?: unknown; token?: unknown };
    return message?.event === 'auth' && typeof message.token === 'string' && message.token ? message.token : null;
  } catch {
    return null;
  }
};

export const liveRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    let stage: 'waiting' | 'checking' | 'open' = 'waiting';
    const refuse = (reason: string) => socket.close(LIVE_AUTH_FAILED, reason);
    const timer = setTimeout(() => refuse('authentication timeout'), LIVE_AUTH_TIMEOUT_MS);
    socket.on('close', () => clearTimeout(timer));
    const open = (user: AuthUser, token: string) => {
      stage = 'open';
      clearTimeout(timer);
      app.hub.add(user.id, socket, user.roles, async () => {
        if (await app.userForToken(token)) return null;
        return (await app.userById(user.id))?.active ? { event: 'sessions-closed' } : { event: 'user-deactivated' };
      });
      socket.send(JSON.stringify({ event: 'authenticated' }));
      // A socket opens again after a deploy restarted the server: the client checks its build at once (spec section 7).
      socket.send(JSON.stringify({ event: CHECK_VERSION_EVENT }));
    };
    socket.on('message', (raw) => {
      const text = String(raw);
      if (stage === 'open') {
        if (text === 'ping') socket.send(JSON.stringify({ event: 'pong' }));
        return;
      }
      if (stage === 'checking') return; // nothing else counts until the token is checked
      const token = tokenOf(text);
      if (!token) return refuse('authentication required');
      stage = 'checking';
      app.userForToken(token).then(
        (user) => (user && socket.readyState === socket.OPEN ? open(user, token) : refuse('invalid token')),
        (error: unknown) => {
          app.log.error({ err: error }, 'live socket authentication failed');
          refuse('authentication failed');
        },
      );
    });
  });
};
