import type { HttpOptions } from '../providers/httpClient';

/** Mutating credit calls carry an Idempotency-Key (CONTRACT.md "Credits"). */
export const withIdempotencyKey = (key: string): HttpOptions => ({
  headers: new Headers({ Accept: 'application/json', 'Idempotency-Key': key }),
});
