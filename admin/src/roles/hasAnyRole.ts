import type { Role } from '../constants';

/** Whether a user with `roles` holds any of `allowed`: what a screen or menu shows (the server checks again). */
export const hasAnyRole = (roles: readonly Role[] | undefined, allowed: readonly Role[]): boolean =>
  (roles ?? []).some((role) => allowed.includes(role));
