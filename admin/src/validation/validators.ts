import { required, type Validator } from 'react-admin';
import { isEmailAddress } from '../../../events/accounts/email';
import { euroAmount } from '../../../events/catalogue/euro-amount';
import { normalPhone } from '../../../events/accounts/phone';
import { meetsPasswordPolicy } from '../../../events/accounts/password';
import { TWO_FACTOR_CODE_LENGTH } from '../constants';

/** Client validation with the texts of spec section 5 (as translation keys). */
export const isRequired = required('portal.validation.required');

/** The API's email rule (events/accounts/email.ts); empty passes (isRequired says it is missing). */
export const isEmail: Validator = (value: unknown) =>
  value == null || value === '' || isEmailAddress(String(value)) ? undefined : 'portal.validation.error_email';

/** The server's phone rule (events/accounts/phone.ts). */
export const isPhone: Validator = (value: unknown) =>
  value == null || String(value).trim() === '' || normalPhone(String(value)) !== null ? undefined : 'portal.validation.phone';

export const isPositive: Validator = (value: unknown) =>
  value == null || value === '' || (typeof value === 'number' && value > 0) ? undefined : 'portal.validation.positive';

/** A country calling code such as +34, or empty. */
export const isPhonePrefix: Validator = (value: unknown) =>
  /^(\+[0-9]{1,7})?$/.test(String(value ?? '')) ? undefined : 'portal.validation.phone_prefix';

/** The server's password rule (events/accounts/password.ts). */
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
