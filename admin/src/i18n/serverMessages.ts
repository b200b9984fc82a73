import { creditServerMessages } from '../credit/serverMessages';
import { pricePolicyServerMessages } from '../pricePolicy/i18n';
import { softwarePricingServerMessages } from '../softwarePricing/i18n';
import { vehiclesPriceConfigServerMessages } from '../vehiclesPriceConfig/i18n';
import { vehiclesServerMessages } from '../vehicles/i18n';

/**
 * The server answers with fixed English texts (the spec's where it has one; see CONTRACT.md and
 * api/). They become translation keys here so pages and notifications follow the chosen language.
 */
const KEYS: Record<string, string> = {
  ...creditServerMessages,
  ...pricePolicyServerMessages,
  ...softwarePricingServerMessages,
  ...vehiclesPriceConfigServerMessages,
  ...vehiclesServerMessages,
  'Invalid Login Credentials': 'portal.server.invalid_login_credentials',
  'Email not verified': 'portal.server.email_not_verified',
  'Your account is being verified': 'portal.server.account_being_verified',
  'Your account is inactive': 'portal.server.account_inactive',
  'Information Incomplete': 'portal.server.information_incomplete',
  'User not found': 'portal.server.user_not_found',
  'Invalid two-factor code': 'portal.server.invalid_two_factor_code',
  'Email already registered': 'portal.server.email_already_registered',
  'Invalid or expired link': 'portal.server.invalid_or_expired_link',
  'This link is invalid or has expired': 'portal.server.invalid_or_expired_link',
  'The current password does not match': 'portal.server.current_password_mismatch',
  'Insufficient funds': 'portal.server.insufficient_funds',
  'Please choose a country from the list': 'portal.server.unknown_country',
  'Please choose the dealer you work with': 'portal.server.dealer_required',
  'Your account was created: check your email to confirm it': 'portal.server.signup_done',
  'Your password was changed': 'portal.profile.password.success',
  'Your password was changed: you can sign in now': 'portal.reset_password.success',
  'If this email is registered, we sent a link to reset the password': 'portal.forgot_password.sent',
  'All sessions are closed': 'portal.close_sessions.closed',
  'Your email is confirmed: you can sign in now': 'portal.validate_email.success',
  'Your email is already confirmed': 'portal.server.already_verified',
  'We sent you a new confirmation email': 'portal.login.verification_sent',
  'Two-factor login is on': 'portal.profile.two_factor.enabled_success',
  'Two-factor login is off': 'portal.profile.two_factor.disabled_success',
  'Start the two-factor setup first': 'portal.server.two_factor_not_set_up',
  'You cannot remove your own administrator access': 'portal.server.own_admin_access',
  'The parent account cannot be this user or one of its sub-users': 'portal.server.parent_loop',
  'The parent account does not exist': 'portal.server.parent_not_found',
  'Your session has ended: please sign in again': 'ra.notification.logged_out',
  'The password must have at least 8 characters, with an uppercase letter, a lowercase letter and a digit':
    'portal.validation.password_policy',
  'Field is required': 'portal.validation.required',
  'Field must be a number': 'portal.validation.number',
  'Field must be a valid email': 'portal.validation.error_email',
  'Invalid phone number': 'portal.validation.phone',
  'Password confirmation does not match': 'portal.validation.password_confirmation',
  'Please accept the terms & conditions and license agreements': 'portal.validation.terms',
};

/** Schema errors come as "<field>: <text>"; the form already marks the field, the text is translated. */
const FIELD_PREFIX = /^[\w.[\]]+: (.+)$/;

export const serverMessageKey = (message: string, status: number): string => {
  const key = KEYS[message] ?? KEYS[FIELD_PREFIX.exec(message)?.[1] ?? ''];
  if (key) return key;
  if (status === 429) return 'portal.server.too_many_attempts';
  if (status >= 500) return 'portal.server.server_error';
  return message;
};

/** The key to show for any thrown value (HttpError, network TypeError, ...). */
export const errorMessageKey = (error: unknown): string => {
  if (error instanceof TypeError) return 'portal.server.network_error';
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || 'ra.notification.http_error';
  }
  return 'ra.notification.http_error';
};

/** The key for a successful answer's `message`, or the fallback key when the text is not known. */
export const answerMessageKey = (message: string | undefined, fallback: string): string =>
  (message && KEYS[message]) || fallback;
