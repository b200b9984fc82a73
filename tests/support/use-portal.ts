import { afterAll, beforeAll } from 'vitest';
import { createTestPortal, signInDemo, type TestPortal } from './app.js';

type Options = Parameters<typeof createTestPortal>[0];
type Headers = { authorization: string };

/**
 * One portal for the file's tests: started in beforeAll with the demo accounts `who` signed in,
 * closed in afterAll. The objects answered exist at once (so a test file can destructure them at
 * its top) and are filled in by beforeAll: read them inside tests and hooks only.
 */
export const usePortal = (who: readonly string[], options?: Options) => {
  const portal = {} as TestPortal;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const headers: Record<string, Headers> = Object.fromEntries(who.map((name) => [name, {} as Headers]));
  beforeAll(async () => {
    Object.assign(portal, await createTestPortal(options));
    const signedIn = await signInDemo(portal, who);
    Object.assign(ids, signedIn.ids);
    Object.assign(tokens, signedIn.tokens);
    for (const name of who) Object.assign(headers[name], signedIn.headers[name]);
  });
  afterAll(async () => portal.close?.());
  return { portal, ids, tokens, headers };
};
