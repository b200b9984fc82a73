// The public contact form (issue 14): lengths in characters, and how often one address may send it.
export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 32;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5_000;
/** Messages a minute from one address: a person sends one; a script is stopped early. */
export const CONTACT_REQUESTS_PER_MINUTE = 5;
