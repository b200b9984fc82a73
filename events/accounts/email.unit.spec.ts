import { describe, expect, it } from 'vitest';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isEmailAddress } from './email.js';

// The forms' email rule is the API's: the `email` format of the schemas (ajv-formats).
describe('isEmailAddress', () => {
  const samples = [
    'ana@example.com', 'Ana.Garcia+orders@shop.example.es', 'a@b.c', 'x@sub-domain.example.co.uk', "o'neil@example.ie",
    'ü@example.com', 'ana@localhost', 'ana@@example.com', 'ana@example..com', '.ana@example.com', 'ana example@example.com', 'ana@-example.com', '', 'ana@example.com ',
  ];

  it('takes and refuses exactly what the API\'s email format does', () => {
    const apiFormat = fullFormats.email as RegExp;
    for (const sample of samples) expect([sample, isEmailAddress(sample)]).toEqual([sample, apiFormat.test(sample)]);
  });

  it('takes ordinary addresses and refuses broken ones', () => {
    expect(['ana@example.com', 'a@b.c'].map(isEmailAddress)).toEqual([true, true]);
    expect(['ü@example.com', 'ana@localhost', 'ana@@example.com', 'ana @example.com'].map(isEmailAddress)).toEqual([false, false, false, false]);
  });
});
