import { email, required, type Validator } from 'react-admin';
import { euroAmount } from '../../../events/catalogue/euro-amount';
import { PASSWORD_POLICY, PHONE_DIGITS, TWO_FACTOR_CODE_LENGTH } from '../constants';

/** Client validation with the texts of spec section 5 (as translation keys). */
export const isRequired = required('portal.validation.required');

export const isEmail = email('portal.validation.error_email');

export const isPhone: Validator = (value: unknown) => {
  if (value == null || value === '') return undefined;
  const compact = String(value).replace(/[\s().-]/g, '');
  const pattern = new RegExp(`^\\+[1-9]\\d{${PHONE_DIGITS.min - 1},${PHONE_DIGITS.max - 1}}$`);
  return pattern.test(compact) ? undefined : 'portal.validation.phone';
};

export const isPositive: Validator = (value: unknown) =>
  value == null || value === '' || (typeof value === 'number' && value > 0) ? undefined : 'portal.validation.positive';

/** A country calling code such as +34, or empty. */
export const isPhonePrefix: Validator = (value: unknown) =>
  /^(\+[0-9]{1,7})?$/.test(String(value ?? '')) ? undefined : 'portal.validation.phone_prefix';

export const meetsPasswordPolicy = (password: string): boolean =>
  password.length >= PASSWORD_POLICY.minLength && PASSWORD_POLICY.patterns.every((pattern) => pattern.test(password));

export const isStrongPassword: Validator = (value: unknown) =>
  value == null || value === '' || meetsPasswordPolicy(String(value)) ? undefined : 'portal.validation.password_policy';

/** The confirmation field must equal the field named `passwordField`. */
export const matchesPassword =
  (passwordField: string): Validator =>
  (value: unknown, allValues: Record<string, unknown>) =>
    value === allValues[passwordField] ? undefined : 'portal.validation.password_confirmation';

export const isTermsAccepted: Validator = (value: unknown) => (value === true ? undefined : 'portal.validation.terms');

export const isTwoFactorCode: Validator = (value: unknown) =>
  new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(String(value ?? '').trim())
    ? undefined
    : 'portal.validation.two_factor_code';

export const passwordRules = [isRequired, isStrongPassword];
export const emailRules = [isRequired, isEmail];

/**
 * A price as the server takes it (spec section 5: a positive decimal, dot only, no comma), the same
 * rule as the API's (events/catalogue/euro-amount.ts); empty passes (on request, or `isRequired`).
 */
export const isEuroAmount =
  (options: { allowZero?: boolean } = {}): Validator =>
  (value: unknown) =>
    value == null || value === '' || euroAmount(typeof value === 'number' ? value : String(value), options) !== undefined
      ? undefined
      : 'portal.validation.price';
