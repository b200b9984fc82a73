import { describe, expect, it } from 'vitest';
import { problem, problemText, Refusal } from './problem.js';

describe('problems and refusals', () => {
  const tooLong = problem('FIELD_TOO_LONG', 'The {field} field must have {limit} characters at most');

  it('fills the placeholders and puts the field at fault in front', () => {
    expect(problemText(problem('FIELD_REQUIRED', 'Field is required'), { field: 'email' })).toBe('email: Field is required');
    expect(problemText(tooLong, { field: 'alpha2', limit: 2 })).toBe('alpha2: The alpha2 field must have 2 characters at most');
    expect(problemText(problem('INSUFFICIENT_FUNDS', 'Insufficient funds'), {})).toBe('Insufficient funds');
  });

  it('keeps a placeholder it has no value for, rather than guessing', () =>
    expect(problemText(tooLong, { field: 'name' })).toBe('name: The name field must have {limit} characters at most'));

  it('a refusal carries the status, the code, the fixed and the raised params', () => {
    const refusal = new Refusal(413, problem('FILE_TOO_LARGE', 'The file must not exceed {limit}', { limit: '5MB' }), { field: 'file' });
    expect(refusal).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE', params: { limit: '5MB', field: 'file' }, message: 'file: The file must not exceed 5MB' });
    expect(new Refusal(413, problem('FILE_TOO_LARGE', 'The file must not exceed {limit}', { limit: '5MB' }), { limit: '10MB' }).message).toBe('The file must not exceed 10MB');
  });
});
