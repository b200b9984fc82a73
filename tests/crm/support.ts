import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { succeeded, typedClient } from '../support/client.js';
import { caughtUp } from '../support/caught-up.js';

// A portal on the app's injectable clock (tests move `clock.now`), the demo accounts signed in,
// and short helpers for the calls the CRM tests make.

export const CRM_ROLES = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
export type Who = (typeof CRM_ROLES)[number];

export const crmPortal = async (start: string) => {
  const clock = { now: new Date(start) };
  const portal: TestPortal = await createTestPortal({ now: () => new Date(clock.now) });
  const signedIn = await signInDemo(portal, CRM_ROLES);
  const ids = signedIn.ids as Record<Who, string>;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    portal.app.inject({ method, url, ...(payload ? { payload } : {}), headers: portal.auth(signedIn.tokens[who]) });
  // Every command a second after the one before, as people act: the log's order is the order of the calls.
  const post = (who: Who, url: string, payload: object = {}) => {
    clock.now = new Date(clock.now.getTime() + 1000);
    return call(who, 'POST', url, payload);
  };
  return {
    portal, ids, clock,
    get: (who: Who, url: string) => call(who, 'GET', url),
    post,
    /** `who` buys `credits` from the house by bank transfer and the Admin confirms the payment. */
    buyFromHouse: async (who: Who, credits: number) => {
      const as = (name: Who) => typedClient(portal.app, portal.auth(signedIn.tokens[name]));
      clock.now = new Date(clock.now.getTime() + 1000);
      const placed = await succeeded(as(who).POST('/api/credit-order', { body: { credits, paymentMethod: 'bank_transfer', fromHouse: true } }));
      clock.now = new Date(clock.now.getTime() + 1000);
      return succeeded(as('admin').POST('/api/credit-order/confirm-payment/{id}', { params: { path: { id: placed.id } }, body: {} }));
    },
    /** Waits until every read model has every event (the CRM folds credit orders' confirmations). */
    settle: async () => {
      if (!(await caughtUp(portal.services))) throw new Error('the read models did not catch up');
    },
    close: () => portal.close(),
  };
};
export type CrmPortal = Awaited<ReturnType<typeof crmPortal>>;
