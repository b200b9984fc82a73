import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_AUTH_FAILED } from '../../api/routes/live/index.js';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { openLiveSocket } from '../support/live.js';

// The live socket's token travels in its first message, never in the URL (proxy logs keep URLs).

let portal: TestPortal;
let token: string;
beforeAll(async () => {
  portal = await createTestPortal();
  token = (await signInDemo(portal, ['dealer'])).tokens.dealer;
});
afterAll(async () => portal?.close());

type Socket = Awaited<ReturnType<TestPortal['app']['injectWS']>>;
const closed = (socket: Socket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
const firstMessage = (socket: Socket) => new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));

describe('live socket authentication', () => {
  it('authenticates with the first message and then answers and pushes', async () => {
    const socket = await openLiveSocket(portal.app, token);
    const pong = firstMessage(socket);
    socket.send('ping');
    expect(JSON.parse(await pong)).toEqual({ event: 'pong' });
    expect(portal.services.hub.count()).toBe(1);
    socket.terminate();
  });

  it('does not accept a token in the URL: the socket stays unauthenticated and is closed', async () => {
    const socket = await portal.app.injectWS(`/api/ws?token=${token}`);
    const code = closed(socket);
    socket.send('ping'); // not an auth message: refused, even though the URL holds a good token
    expect(await code).toBe(LIVE_AUTH_FAILED);
  });

  it('closes a socket whose first message carries a bad token', async () => {
    for (const bad of [`${token}x`, 'not-a-jwt', '']) {
      const socket = await portal.app.injectWS('/api/ws');
      const code = closed(socket);
      socket.send(JSON.stringify({ event: 'auth', token: bad }));
      expect(await code, bad).toBe(LIVE_AUTH_FAILED);
    }
  });

  it('closes a socket that sends nothing within the time allowed', async () => {
    const socket = await portal.app.injectWS('/api/ws');
    expect(await closed(socket)).toBe(LIVE_AUTH_FAILED);
  });

  it('closes the socket of a session that signs out, and keeps the other sessions of the account open', async () => {
    const other = await portal.login('dealer@demo.test');
    const [ending, staying] = [await openLiveSocket(portal.app, other), await openLiveSocket(portal.app, token)];
    const code = closed(ending);
    expect((await portal.app.inject({ method: 'POST', url: '/api/signout', headers: portal.auth(other) })).statusCode).toBe(200);
    expect(await code).toBe(4001);
    const pong = firstMessage(staying);
    staying.send('ping');
    expect(JSON.parse(await pong)).toEqual({ event: 'pong' });
    staying.terminate();
  });

  it('pushes nothing to a socket before it authenticates', async () => {
    const before = portal.services.hub.count();
    const socket = await portal.app.injectWS('/api/ws');
    // Not one more (sockets the earlier tests ended may still be leaving the hub meanwhile).
    expect(portal.services.hub.count()).toBeLessThanOrEqual(before);
    socket.terminate();
  });
});
