import { describe, expect, it } from 'vitest';
import { failureOf, shortReference } from './failure';

// What a failed call means before it is worded: the raw server text is never what the user reads.

const known = (code: string) => ['STAGE_NOT_OFFERED', 'FIELD_TOO_LONG', 'SERVER_ERROR', 'BAD_REQUEST', 'ENCRYPTION_OFFLINE', 'TOO_MANY_ATTEMPTS'].includes(code);
const schemaRefusal = { statusCode: 400, code: 'FIELD_TOO_LONG', params: { field: 'stage', limit: 12 }, message: 'stage: The stage field must have 12 characters at most', reference: '3f2a9c1e-0d4b-4c55-9a1e-2b7c8d9e0f11' };

describe('failureOf', () => {
  it('is a refusal to translate when the admin knows its code, whatever the status', () => {
    expect(failureOf({ code: 'STAGE_NOT_OFFERED', params: { stage: '4' } }, 400, known)).toEqual({ kind: 'refusal', code: 'STAGE_NOT_OFFERED', params: { stage: '4' } });
    expect(failureOf({ code: 'ENCRYPTION_OFFLINE' }, 503, known)).toMatchObject({ kind: 'refusal', code: 'ENCRYPTION_OFFLINE' });
    expect(failureOf({ code: 'TOO_MANY_ATTEMPTS', params: { after: '1 minute' } }, 429, known)).toMatchObject({ kind: 'refusal' });
  });

  it('is the generic error with the reference for a code the admin does not know, a body without a code, or the server\'s own error', () => {
    for (const body of [{ code: 'SOMETHING_NEW', message: 'raw English', reference: 'abc' }, { message: 'Not Found', reference: 'abc' }, { code: 'SERVER_ERROR', reference: 'abc' }, { code: 'BAD_REQUEST', params: { detail: 'Unsupported Media Type' }, reference: 'abc' }]) {
      expect(failureOf(body, 500, known)).toEqual({ kind: 'generic', reference: 'abc' });
    }
    expect(failureOf(null, 502, known)).toEqual({ kind: 'generic', reference: undefined });
    expect(failureOf({ message: 'slow down' }, 429, known)).toEqual({ kind: 'too_many' });
  });

  it('keeps a schema refusal for forms, and makes it generic on a screen that builds the request itself', () => {
    expect(failureOf(schemaRefusal, 400, known)).toMatchObject({ kind: 'refusal', code: 'FIELD_TOO_LONG' });
    expect(failureOf(schemaRefusal, 400, known, { malformedIsGeneric: true })).toEqual({ kind: 'generic', reference: schemaRefusal.reference });
    expect(failureOf({ code: 'STAGE_NOT_OFFERED' }, 400, known, { malformedIsGeneric: true })).toMatchObject({ kind: 'refusal' });
  });

  it('reads out the start of the request id', () => expect(shortReference(schemaRefusal.reference)).toBe('3F2A9C1E'));
});
