import { createHmac, timingSafeEqual } from 'node:crypto';

// Keys of links that must not be guessed from another link: a public link names a random id, and a
// link that shows more (the administration's overview of an order) adds a key only the server can
// make from that id. Derived from the server's secret, so nothing is stored and a rebuild keeps them.

/** The key of a link for `purpose` and `id` (32 hex characters). */
export const linkKey = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`link:${purpose}:${id}`).digest('hex').slice(0, 32);

/** Whether `given` is the `expected` key (compared in constant time). */
export const sameKey = (given: string | undefined, expected: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The purpose of the administration's overview link of an order (overview-pdf/{id}/admin). */
export const ADMIN_OVERVIEW = 'overview-admin';
