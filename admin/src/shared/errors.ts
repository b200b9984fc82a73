import { HttpError } from 'react-admin';
import { i18next } from '../i18n/i18nProvider';

// The API answers `{ statusCode, error, code, params, message }` (api/CONTRACT.md "Errors"). The
// code is translated here, with its params, in the language the user chose; a code this admin
// does not know yet shows the server's English message.

export interface ErrorBody {
  statusCode?: number;
  code?: string;
  params?: Record<string, string | number>;
  message?: string;
}

const isErrorBody = (body: unknown): body is ErrorBody => typeof body === 'object' && body !== null;

/** The text of an error body in the current language. */
export const errorBodyText = (body: unknown, status: number, fallback = ''): string => {
  const { code, params = {}, message } = isErrorBody(body) ? body : {};
  const key = `errors.${code}`;
  if (code && i18next.exists(key)) {
    const text = i18next.t(key, params);
    const field = params.field;
    // Like the server's text, the field at fault goes in front.
    return field !== undefined && field !== '' ? `${field}: ${text}` : text;
  }
  if (status >= 500) return i18next.t('portal.server.server_error');
  if (status === 429) return i18next.t('portal.server.too_many_attempts');
  return message || fallback || i18next.t('ra.notification.http_error');
};

/** The same HttpError with its message in the user's language; the body (code, params) is kept. */
export const translatedHttpError = (error: HttpError): HttpError => new HttpError(errorBodyText(error.body, error.status, error.message), error.status, error.body);

/** The code of a failed request, to branch on it (e.g. EMAIL_NOT_VERIFIED); undefined otherwise. */
export const errorCode = (failure: unknown): string | undefined =>
  failure instanceof HttpError && isErrorBody(failure.body) ? failure.body.code : undefined;

/** The text to show for any thrown value (an HttpError translated above, a network TypeError...). */
export const errorMessage = (failure: unknown): string => {
  if (failure instanceof TypeError) return 'portal.server.network_error';
  if (failure && typeof failure === 'object' && 'message' in failure && typeof failure.message === 'string') {
    return failure.message || 'ra.notification.http_error';
  }
  return 'ra.notification.http_error';
};
