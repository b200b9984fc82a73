import { ErrorSchema } from '../errors.js';
import { toOpenApi30 } from './keywords.js';

// The 4xx answers every operation can give, with the codes that tell them apart (CONTRACT.md "Errors"),
// added to each operation of the document unless the route declared that status itself. They follow
// api/plugins/errors.ts (validation, malformed ids, duplicates, concurrent changes) and
// api/plugins/auth.ts (sign-in, roles, sub-users); a route's own refusals come on top with their codes.

export const ERROR_SCHEMA_NAME = 'Error';
const errorRef = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };

/** `{ statusCode, error, code, params, message }` in the 3.0 dialect, for `components.schemas`. */
export const errorComponent = () => toOpenApi30(JSON.parse(JSON.stringify(ErrorSchema)));

const answer = (text: string, codes: readonly string[]) => ({
  description: `${text} \`code\`: ${codes.join(', ')}.`,
  content: { 'application/json': { schema: errorRef } },
});

const FIELD_CODES = ['FIELD_REQUIRED', 'FIELD_NOT_NUMBER', 'FIELD_NOT_TEXT', 'FIELD_TOO_SHORT', 'FIELD_TOO_LONG', 'FIELD_NOT_ALLOWED', 'FIELD_UNKNOWN', 'FIELD_*'];

type Operation = { security?: unknown[]; requestBody?: unknown; parameters?: { in?: string }[]; responses?: Record<string, unknown> };

/** The 4xx answers of one operation, by status; `path` as the document writes it. */
export const commonAnswers = (method: string, path: string, operation: Operation): Record<string, unknown> => {
  const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).some((p) => p.in === 'query');
  const answers: Record<string, unknown> = {
    400: answer(
      takesInput
        ? 'The request is invalid: a field fails its rule (`params.field` names it; the message is the spec\'s text), or the body is not valid JSON.'
        : 'The request is invalid: the address is not properly encoded.',
      takesInput ? [...FIELD_CODES, 'FIELD_NUL_CHARACTER', 'INVALID_JSON', 'BAD_REQUEST', 'ADDRESS_INVALID'] : ['ADDRESS_INVALID', 'BAD_REQUEST'],
    ),
  };
  if (operation.security?.length) {
    answers[401] = answer('No valid session: no token, or one that expired or was revoked.', ['NOT_SIGNED_IN', 'SESSION_ENDED']);
    answers[403] = answer('The account\'s role, or the sub-user\'s permissions, do not allow this.', ['ROLE_NOT_ALLOWED', 'SUB_USER_NOT_ALLOWED']);
  }
  // A malformed id answers like an unknown one (api/plugins/errors.ts).
  if (path.includes('{')) answers[404] = answer('There is no such record (or the id is malformed).', ['NOT_FOUND', 'or the route\'s own *_NOT_FOUND']);
  if (method !== 'get') answers[409] = answer('The change conflicts with the stored state.', ['CONCURRENT_CHANGE', 'DUPLICATE_VALUE', 'or the route\'s own']);
  return answers;
};

/** A response the route declared with Fastify's placeholder text gets the codes' text instead. */
export const withAnswers = (method: string, path: string, operation: Operation) => {
  const responses = { ...operation.responses };
  for (const [status, common] of Object.entries(commonAnswers(method, path, operation))) {
    const declared = responses[status] as { description?: string } | undefined;
    if (!declared) responses[status] = common;
    else if (declared.description === 'Default Response') responses[status] = { ...declared, description: (common as { description: string }).description };
  }
  return responses;
};
