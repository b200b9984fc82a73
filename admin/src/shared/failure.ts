// What a failed API call means to the person who made it, before any text is chosen (shared/errors.ts
// picks the words): a refusal to translate by its code, too many attempts, or the generic error with
// the request's reference for support.

export interface ErrorBody {
  statusCode?: number;
  code?: string;
  params?: Record<string, string | number>;
  message?: string;
  /** The request id the server answered in X-Request-Id (added by the admin, not sent by the API). */
  reference?: string;
}

export type Failure =
  | { kind: 'refusal'; code: string; params: Record<string, string | number> }
  | { kind: 'too_many' }
  | { kind: 'generic'; reference: string | undefined };

/** How many characters of the request id a person reads out to support (the logs are searched by it). */
export const REFERENCE_LENGTH = 8;

export const shortReference = (requestId: string): string => requestId.slice(0, REFERENCE_LENGTH).toUpperCase();

/**
 * Codes of a request that does not fit its route (api/http/validation-messages.ts, api/http/nul-text.ts,
 * api/plugins/errors.ts): on a screen that builds the request itself, a fault of the screen.
 */
const MALFORMED_REQUEST = new Set(['REQUEST_INVALID', 'INVALID_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'NO_SUCH_ROUTE', 'ADDRESS_INVALID', 'ADDRESS_TOO_LONG']);
export const isMalformedRequest = (code: string): boolean => code.startsWith('FIELD_') || MALFORMED_REQUEST.has(code);

const bodyOf = (body: unknown): ErrorBody => (typeof body === 'object' && body !== null ? body : {});

/** Codes whose text names nothing the user can do (the server's own failure; Fastify's English detail): the reference is what helps. */
const NOTHING_TO_DO = new Set(['SERVER_ERROR', 'BAD_REQUEST']);

/**
 * The meaning of an error body: a code the admin translates (`known`) is a refusal, except those
 * that name nothing to do and, where `malformedIsGeneric`, a malformed request; a code the admin does not
 * know or a body that is no refusal is generic (429 without a code: too many attempts).
 */
export const failureOf = (body: unknown, status: number, known: (code: string) => boolean, options: { malformedIsGeneric?: boolean } = {}): Failure => {
  const { code, params = {}, reference } = bodyOf(body);
  const generic = !code || NOTHING_TO_DO.has(code) || !known(code) || (options.malformedIsGeneric === true && isMalformedRequest(code));
  if (!generic) return { kind: 'refusal', code, params };
  return status === 429 ? { kind: 'too_many' } : { kind: 'generic', reference };
};
