import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { succeeded, typedClient } from '../support/client.js';

// A portal with the demo accounts signed in, and short helpers for the credit-order calls.

export type CreditPortal = Awaited<ReturnType<typeof creditPortal>>;
export const ROLES = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
type Who = (typeof ROLES)[number];

export const creditPortal = async () => {
  const portal: TestPortal = await createTestPortal();
  const signedIn = await signInDemo(portal, ROLES);
  const ids = signedIn.ids as Record<Who, string>;
  const tokens = signedIn.tokens as Record<Who, string>;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    portal.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...portal.auth(tokens[who]), ...headers } });
  const as = (who: Who) => typedClient(portal.app, portal.auth(tokens[who]));
  return {
    portal,
    ids,
    tokens,
    get: (who: Who, url: string) => call(who, 'GET', url),
    post: (who: Who, url: string, payload: object = {}, headers?: Record<string, string>) => call(who, 'POST', url, payload, headers),
    put: (who: Who, url: string, payload: object) => call(who, 'PUT', url, payload),
    balance: async (who: Who) => (await succeeded(as(who).GET('/api/user/view'))).balance,
    /** Credits from the house, so a selling parent holds what it sells. */
    fund: async (who: Who, amount: number) => {
      await succeeded(as('admin').POST('/api/credit/transfer', { body: { to: ids[who], amount } }));
    },
    /** Movements of the ledger that credit `orderId`. */
    creditMovements: (orderId: string) =>
      portal.services.db.selectFrom('ledger_movements').selectAll().where('reference', '=', orderId).where('kind', '=', 'CreditOrderEntity').execute(),
    close: () => portal.close(),
  };
};
