import { problem, type Problem } from '../problem.js';

// Passwords (spec sections 5 and 9): at least 8 characters with an uppercase letter, a lowercase
// letter and a digit; the repetition must match. The forms and the API check the same function.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_POLICY_MESSAGE = problem('PASSWORD_POLICY', 'The password must have at least 8 characters, with an uppercase letter, a lowercase letter and a digit');
export const PASSWORD_MISMATCH_MESSAGE = problem('PASSWORD_MISMATCH', 'Password confirmation does not match');

export const meetsPasswordPolicy = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);

/** The first spec message that applies to a new password and its repetition, or null. */
export const newPasswordProblem = (password: string, repeat: string): Problem | null => {
  if (!meetsPasswordPolicy(password)) return PASSWORD_POLICY_MESSAGE;
  if (password !== repeat) return PASSWORD_MISMATCH_MESSAGE;
  return null;
};
