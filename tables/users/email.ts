/**
 * The one spelling of an email the portal stores, looks up and rate-limits: surrounding spaces
 * dropped, lower case. Every place that reads an email from a client goes through this, so
 * " Dealer@x.test" is the same account (and the same sign-in limit) as "dealer@x.test".
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
