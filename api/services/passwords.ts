import argon2 from 'argon2';
import { problem } from '../../events/problem.js';

// The password rule is the domain's (events/accounts/password.ts), shared with the admin's forms;
// hashing and checking a hash stay here.
export { meetsPasswordPolicy, newPasswordProblem, PASSWORD_MISMATCH_MESSAGE, PASSWORD_POLICY_MESSAGE } from '../../events/accounts/password.js';
export const CURRENT_PASSWORD_MESSAGE = problem('CURRENT_PASSWORD_MISMATCH', 'The current password does not match');

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};
