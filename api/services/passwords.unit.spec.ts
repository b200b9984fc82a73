import { describe, expect, it } from 'vitest';
import { hashPassword, meetsPasswordPolicy, newPasswordProblem, PASSWORD_MISMATCH_MESSAGE, PASSWORD_POLICY_MESSAGE, verifyPassword } from './passwords.js';

describe('password policy (spec section 5)', () => {
  it.each([
    ['Demo1234', true],
    ['demo1234', false],
    ['DEMO1234', false],
    ['Demonstr', false],
    ['Dem1234', false],
  ])('%s meets the policy: %s', (password, ok) => expect(meetsPasswordPolicy(password)).toBe(ok));

  it('names the policy before the confirmation', () => {
    expect(newPasswordProblem('short', 'other')).toBe(PASSWORD_POLICY_MESSAGE);
    expect(newPasswordProblem('Demo1234', 'Demo12345')).toBe(PASSWORD_MISMATCH_MESSAGE);
    expect(newPasswordProblem('Demo1234', 'Demo1234')).toBeNull();
  });

  it('hashes with argon2id and verifies only the same password', async () => {
    const hash = await hashPassword('Demo1234');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Demo1234')).toBe(true);
    expect(await verifyPassword(hash, 'Demo12345')).toBe(false);
    expect(await verifyPassword('not a hash', 'Demo1234')).toBe(false);
  });
});
