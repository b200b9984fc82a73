import type { WebSocket } from 'ws';
import type { App } from '../../api/app.js';

/** Opens the live socket as the admin UI does: the token in the first message, then the server's "authenticated". */
export const openLiveSocket = async (app: App, token: string) => {
  const socket = await app.injectWS('/api/ws');
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('message', (data) => (JSON.parse(String(data)).event === 'authenticated' ? resolve() : reject(new Error(String(data)))));
    socket.once('close', (code) => reject(new Error(`live socket closed: ${code}`)));
  });
  socket.send(JSON.stringify({ event: 'auth', token }));
  await ready;
  return socket;
};

export type Push = { event: string; data?: unknown };

/** Every message the socket receives from now on. */
export const collectPushes = (socket: WebSocket) => {
  const seen: Push[] = [];
  socket.on('message', (raw) => seen.push(JSON.parse(String(raw))));
  return seen;
};

/** Polls `check` for up to ten seconds; fails with `no <what>` if it never holds (pushes travel asynchronously). */
export const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error(`no ${what}`);
};

/** Sends a ping and waits for its pong: the server answers it after anything it pushed to the socket before. */
export const pingThrough = async (socket: WebSocket, seen: Push[]) => {
  socket.send('ping');
  await until(() => seen.some((m) => m.event === 'pong'), 'pong');
};
