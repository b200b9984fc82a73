import type { FastifyPluginAsync } from 'fastify';
import { AGENT_AUTH_FAILED, AGENT_AUTH_TIMEOUT_MS, parseAgentMessage, type ServerMessage } from '../../services/encryption/protocol.js';

// The encryption agent's socket (issue 10). The agent is the business's desktop application, not a
// user: it proves itself with the agent secret in its first message, { "type": "hello", "secret",
// "name" } — never in the URL, which proxies log. Anything else first, a wrong secret or silence for
// AGENT_AUTH_TIMEOUT_MS closes the socket with AGENT_AUTH_FAILED.

export const encryptionAgentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/encryption/agent', { websocket: true, schema: { hide: true } }, (socket) => {
    const refuse = (reason: string) => socket.close(AGENT_AUTH_FAILED, reason);
    const timer = setTimeout(() => refuse('authentication timeout'), AGENT_AUTH_TIMEOUT_MS);
    socket.on('close', () => clearTimeout(timer));
    socket.once('message', (raw, isBinary) => {
      clearTimeout(timer);
      const hello = isBinary ? null : parseAgentMessage(String(raw));
      if (hello?.type !== 'hello' || !app.encryption.admits(hello.secret)) return refuse('authentication failed');
      // Checked without waiting: the service's listener is in place before the next message is read.
      app.encryption.attach(socket, (hello.name ?? 'agent').replace(/[^\w .@-]/g, '_'));
      socket.send(JSON.stringify({ type: 'ready' } satisfies ServerMessage));
    });
  });
};
