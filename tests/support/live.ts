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
