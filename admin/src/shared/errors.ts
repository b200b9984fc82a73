import { HttpError } from 'react-admin';
import { i18next } from '../i18n/i18nProvider';
import { failureOf, shortReference, type ErrorBody } from './failure';

// The API answers `{ statusCode, error, code, params, message }` (api/CONTRACT.md "Errors") and names
// each request in X-Request-Id. A code is translated here, with its params, in the language the user
// chose; anything else (a code this admin does not know, a body that is no refusal) is the generic
// error with the request's reference for support: the server's own text is never shown.

export type { ErrorBody } from './failure';

/** The header that names a request (the server's log key); the admin shows its start as a reference. */
export const REQUEST_ID_HEADER = 'x-request-id';

const translated = (code: string, params: Record<string, string | number>) => {
  const text = i18next.t(`errors.${code}`, params);
  const field = params.field;
  // Like the server's text, the field at fault goes in front.
  return field !== undefined && field !== '' ? `${field}: ${text}` : text;
};

const generic = (status: number, reference: string | undefined) => {
  if (reference) return i18next.t('portal.server.failed_with_reference', { reference: shortReference(reference) });
  return i18next.t(status >= 500 ? 'portal.server.server_error' : 'ra.notification.http_error');
};

const known = (code: string) => i18next.exists(`errors.${code}`);

/** The text of an error body in the current language. */
export const errorBodyText = (body: unknown, status: number): string => {
  const failure = failureOf(body, status, known);
  if (failure.kind === 'too_many') return i18next.t('portal.server.too_many_attempts');
  return failure.kind === 'generic' ? generic(status, failure.reference) : translated(failure.code, failure.params);
};

/** A refusal an event recorded (its code and English text): translated by its code, else the text it recorded. */
export const recordedRefusalText = (code: string | null, recorded: string): string => (code && known(code) ? translated(code, {}) : recorded);

/** The HttpError of a failed response: the text in the user's language; the body (code, params) kept with the request's reference. */
export const responseError = (status: number, body: unknown, requestId: string | null): HttpError => {
  const kept: ErrorBody = { ...(typeof body === 'object' && body !== null ? body : {}), ...(requestId ? { reference: requestId } : {}) };
  return new HttpError(errorBodyText(kept, status), status, kept);
};

/** The same HttpError with its message in the user's language; the body (code, params) is kept. */
export const translatedHttpError = (error: HttpError): HttpError => new HttpError(errorBodyText(error.body, error.status), error.status, error.body);

/** The code of a failed request, to branch on it (e.g. EMAIL_NOT_VERIFIED); undefined otherwise. */
export const errorCode = (failure: unknown): string | undefined =>
  failure instanceof HttpError && typeof failure.body === 'object' && failure.body !== null ? (failure.body as ErrorBody).code : undefined;

/** The text to show for any thrown value (an HttpError translated above, a network TypeError...). */
export const errorMessage = (failure: unknown): string => {
  if (failure instanceof TypeError) return 'portal.server.network_error';
  if (failure && typeof failure === 'object' && 'message' in failure && typeof failure.message === 'string') {
    return failure.message || 'ra.notification.http_error';
  }
  return 'ra.notification.http_error';
};

/**
 * The text of a failure on a screen whose fields are chosen from lists or checked before they are
 * sent (the order screen): a refusal the user can act on is translated by its code; a request the
 * screen built wrong (a schema refusal), like any other failure, is the generic error with its
 * reference, never a field name and rule the user never typed.
 */
export const screenErrorText = (failure: unknown): string => {
  if (failure instanceof TypeError) return i18next.t('portal.server.network_error');
  if (!(failure instanceof HttpError)) return i18next.t('ra.notification.http_error');
  const found = failureOf(failure.body, failure.status, known, { malformedIsGeneric: true });
  if (found.kind === 'too_many') return i18next.t('portal.server.too_many_attempts');
  return found.kind === 'generic' ? generic(failure.status, found.reference) : translated(found.code, found.params);
};
