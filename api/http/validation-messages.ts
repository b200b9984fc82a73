import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

// Turns ajv's errors into the spec's validation texts (section 5), naming the field at fault.

const fieldOf = (error: FastifySchemaValidationError): string => {
  const params = error.params as Record<string, unknown>;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof params.additionalProperty === 'string') return path ? `${path}.${params.additionalProperty}` : params.additionalProperty;
  return path || 'body';
};

const typeText: Record<string, string> = {
  number: 'Field must be a number',
  integer: 'Field must be a number',
  string: 'Field must be text',
  boolean: 'Field must be true or false',
  object: 'Field must be an object',
  array: 'Field must be a list',
};

const textOf = (error: FastifySchemaValidationError, field: string): string => {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Field is required';
    case 'type':
      return typeText[String(params.type)] ?? `Field must be ${String(params.type)}`;
    case 'format':
      return params.format === 'email' ? 'Field must be a valid email' : `Field must be a valid ${String(params.format)}`;
    case 'minLength':
      return params.limit === 1 ? 'Field is required' : `The ${field} field must have at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `The ${field} field must have ${String(params.limit)} characters at most`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Field must be ${error.keyword === 'minimum' ? 'at least' : 'greater than'} ${String(params.limit)}`;
    case 'maximum':
      return `Field must be at most ${String(params.limit)}`;
    case 'enum':
      return `Field must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'additionalProperties':
      return `Unknown field ${String(params.additionalProperty)}`;
    case 'pattern':
      return 'Field has an invalid format';
    case 'uniqueItems':
      return 'Field must not list the same value twice';
    case 'const':
      return `Field must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return error.message ?? 'Field is invalid';
  }
};

export const validationMessage = (errors: FastifySchemaValidationError[]): string => {
  const first = errors[0];
  if (!first) return 'The request is invalid';
  const field = fieldOf(first);
  return `${field}: ${textOf(first, field)}`;
};
