import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../support/app.js';
import { caughtUp } from '../support/caught-up.js';

// Every projection and reactor loop holds a connection for its advisory lock while it runs. Taken
// from the request pool, they once left it one connection: an append inside an open transaction
// waited forever. They come from a pool of their own; the request pool is all the requests'.

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
  // Every loop has started and taken its lock (the projections are caught up, the reactors run).
  await caughtUp(portal.services, 20_000);
});
afterAll(async () => portal?.close());

describe('the advisory-lock connections', () => {
  it('leave every connection of the request pool to requests', async () => {
    const { pool } = portal.services;
    const max = pool.options.max!;
    const taken = await Promise.race([
      Promise.all(Array.from({ length: max }, () => pool.connect())),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ]);
    expect(taken, `the request pool could not give ${max} connections at once`).not.toBeNull();
    taken!.forEach((client) => client.release());
  });
});
