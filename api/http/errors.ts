import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import { problem, Refusal, type Problem, type ProblemParams } from '../../events/problem.js';

export { problem, Refusal, type Problem, type ProblemParams } from '../../events/problem.js';

/** An error whose message is meant for the person using the portal: status, code, params, text. */
export class HttpError extends Refusal {
  constructor(statusCode: number, refused: Problem, params?: ProblemParams) {
    super(statusCode, refused, params);
    this.name = 'HttpError';
  }
}

/** The one way to build an API error: `throw httpError(404, USER_NOT_FOUND)`. */
export const httpError = (statusCode: number, refused: Problem, params?: ProblemParams) => new HttpError(statusCode, refused, params);

/** The record a route looked up, or a 404 with `notFound` when there is none. */
export const foundOr404 = <T>(record: T | null | undefined, notFound: Problem): T => {
  if (record === null || record === undefined) throw new HttpError(404, notFound);
  return record;
};

// Problems of the HTTP layer itself (any route may answer them).
export const SERVER_ERROR = problem('SERVER_ERROR', 'Something went wrong on our side; please try again');
export const NOT_FOUND = problem('NOT_FOUND', 'There is no such record: it may have been deleted, or the address is wrong');
export const NO_SUCH_ROUTE = problem('NO_SUCH_ROUTE', 'There is no {method} {path} in this API');
export const DUPLICATE_VALUE = problem('DUPLICATE_VALUE', 'A record with this value already exists');
export const REFERENCED_RECORD_MISSING = problem('REFERENCED_RECORD_MISSING', 'A referenced record does not exist');
export const VALUE_OUT_OF_RANGE = problem('VALUE_OUT_OF_RANGE', 'A value is outside the allowed range');
export const CONCURRENT_CHANGE = problem('CONCURRENT_CHANGE', 'This record was changed by someone else: reload and try again');
export const ADDRESS_TOO_LONG = problem('ADDRESS_TOO_LONG', 'The address is too long: an id or a value in it is far longer than any the portal uses');
export const ADDRESS_INVALID = problem('ADDRESS_INVALID', 'The address is not valid: a part of it is wrongly %-encoded');
/** Fastify's own 4xx (bad JSON, body too large, wrong content type): its text reads well; `detail` carries it. */
export const BAD_REQUEST = problem('BAD_REQUEST', '{detail}');

/** For `.catch(...)` on a write: a unique violation of PostgreSQL becomes a 409 with the route's own problem. */
export const conflictOnDuplicate = (refused: Problem, params?: ProblemParams) => (error: unknown): never => {
  throw (error as { code?: string }).code === '23505' ? new HttpError(409, refused, params) : error;
};

export const errorBody = (statusCode: number, code: string, message: string, params: ProblemParams = {}) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  code,
  params,
  message,
});

/** The body of any Refusal. */
export const refusalBody = (refusal: Refusal) => errorBody(refusal.statusCode, refusal.code, refusal.message, refusal.params);

export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  code: Type.String({ description: 'Stable SCREAMING_SNAKE_CASE code the client translates (CONTRACT.md "Errors")' }),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  message: Type.String({ description: 'The English text, the spec\'s where it has one' }),
});
