import argon2 from 'argon2';
import { problem, type Problem } from '../../events/problem.js';

// Spec section 5: at least 8 characters with an uppercase letter, a lowercase letter and a digit.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_POLICY_MESSAGE = problem('PASSWORD_POLICY', 'The password must have at least 8 characters, with an uppercase letter, a lowercase letter and a digit');
export const PASSWORD_MISMATCH_MESSAGE = problem('PASSWORD_MISMATCH', 'Password confirmation does not match');
export const CURRENT_PASSWORD_MESSAGE = problem('CURRENT_PASSWORD_MISMATCH', 'The current password does not match');

export const meetsPasswordPolicy = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);

/** The first spec message that applies to a new password and its repetition, or null. */
export const newPasswordProblem = (password: string, repeat: string): Problem | null => {
  if (!meetsPasswordPolicy(password)) return PASSWORD_POLICY_MESSAGE;
  if (password !== repeat) return PASSWORD_MISMATCH_MESSAGE;
  return null;
};

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};
