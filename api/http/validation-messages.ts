import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { problem, Refusal, type Problem, type ProblemParams } from '../../events/problem.js';

// Turns ajv's errors into the spec's validation texts (section 5) with a code per rule, naming the
// field at fault in `params.field` (the text starts with it too: "email: Field is required").

export const FIELD_REQUIRED = problem('FIELD_REQUIRED', 'Field is required');
export const FIELD_NOT_NUMBER = problem('FIELD_NOT_NUMBER', 'Field must be a number');
export const FIELD_NOT_TEXT = problem('FIELD_NOT_TEXT', 'Field must be text');
export const FIELD_NOT_BOOLEAN = problem('FIELD_NOT_BOOLEAN', 'Field must be true or false');
export const FIELD_NOT_OBJECT = problem('FIELD_NOT_OBJECT', 'Field must be an object');
export const FIELD_NOT_LIST = problem('FIELD_NOT_LIST', 'Field must be a list');
export const FIELD_WRONG_TYPE = problem('FIELD_WRONG_TYPE', 'Field must be {type}');
export const FIELD_NOT_EMAIL = problem('FIELD_NOT_EMAIL', 'Field must be a valid email');
export const FIELD_BAD_FORMAT = problem('FIELD_BAD_FORMAT', 'Field must be a valid {format}');
export const FIELD_TOO_SHORT = problem('FIELD_TOO_SHORT', 'The {field} field must have at least {limit} characters');
export const FIELD_TOO_LONG = problem('FIELD_TOO_LONG', 'The {field} field must have {limit} characters at most');
export const FIELD_TOO_MANY = problem('FIELD_TOO_MANY', 'Field must list at most {limit} items');
export const FIELD_TOO_SMALL = problem('FIELD_TOO_SMALL', 'Field must be at least {limit}');
export const FIELD_NOT_ABOVE = problem('FIELD_NOT_ABOVE', 'Field must be greater than {limit}');
export const FIELD_TOO_LARGE = problem('FIELD_TOO_LARGE', 'Field must be at most {limit}');
export const FIELD_NOT_ALLOWED = problem('FIELD_NOT_ALLOWED', 'Field must be one of {allowed}');
export const FIELD_UNKNOWN = problem('FIELD_UNKNOWN', 'Unknown field {name}');
export const FIELD_PATTERN = problem('FIELD_PATTERN', 'Field has an invalid format');
export const FIELD_REPEATED = problem('FIELD_REPEATED', 'Field must not list the same value twice');
export const FIELD_CONST = problem('FIELD_CONST', 'Field must be {allowed}');
export const FIELD_INVALID = problem('FIELD_INVALID', 'Field is invalid');
export const REQUEST_INVALID = problem('REQUEST_INVALID', 'The request is invalid');

const fieldOf = (error: FastifySchemaValidationError): string => {
  const params = error.params as Record<string, unknown>;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof params.additionalProperty === 'string') return path ? `${path}.${params.additionalProperty}` : params.additionalProperty;
  return path || 'body';
};

const typeProblem: Record<string, Problem> = {
  number: FIELD_NOT_NUMBER,
  integer: FIELD_NOT_NUMBER,
  string: FIELD_NOT_TEXT,
  boolean: FIELD_NOT_BOOLEAN,
  object: FIELD_NOT_OBJECT,
  array: FIELD_NOT_LIST,
};

const problemOf = (error: FastifySchemaValidationError): [Problem, ProblemParams] => {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return [FIELD_REQUIRED, {}];
    case 'type':
      return [typeProblem[String(params.type)] ?? FIELD_WRONG_TYPE, { type: String(params.type) }];
    case 'format':
      return params.format === 'email' ? [FIELD_NOT_EMAIL, {}] : [FIELD_BAD_FORMAT, { format: String(params.format) }];
    case 'minLength':
      return limit === 1 ? [FIELD_REQUIRED, {}] : [FIELD_TOO_SHORT, { limit }];
    case 'maxLength':
      return [FIELD_TOO_LONG, { limit }];
    case 'maxItems':
      return [FIELD_TOO_MANY, { limit }];
    case 'minimum':
      return [FIELD_TOO_SMALL, { limit }];
    case 'exclusiveMinimum':
      return [FIELD_NOT_ABOVE, { limit }];
    case 'maximum':
      return [FIELD_TOO_LARGE, { limit }];
    case 'enum':
      return [FIELD_NOT_ALLOWED, { allowed: (params.allowedValues as unknown[]).join(', ') }];
    case 'additionalProperties':
      return [FIELD_UNKNOWN, { name: String(params.additionalProperty) }];
    case 'pattern':
      return [FIELD_PATTERN, {}];
    case 'uniqueItems':
      return [FIELD_REPEATED, {}];
    case 'const':
      return [FIELD_CONST, { allowed: JSON.stringify(params.allowedValue) }];
    default:
      return [FIELD_INVALID, {}];
  }
};

/** The 400 for a request that fails its schema: the first error, by its field. */
export const validationRefusal = (errors: FastifySchemaValidationError[]): Refusal => {
  const first = errors[0];
  if (!first) return new Refusal(400, REQUEST_INVALID);
  const [refused, params] = problemOf(first);
  return new Refusal(400, refused, { field: fieldOf(first), ...params });
};
