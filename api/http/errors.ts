import { STATUS_CODES } from 'node:http';

/** An error whose message is meant for the person using the portal. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** For `.catch(...)` on a write: a unique violation of PostgreSQL becomes a 409 with the route's own message. */
export const conflictOnDuplicate = (message: string) => (error: unknown): never => {
  throw (error as { code?: string }).code === '23505' ? new HttpError(409, message) : error;
};

export const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

export const ErrorSchema = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
  required: ['statusCode', 'error', 'message'],
} as const;
