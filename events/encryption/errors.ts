import { problem } from '../problem.js';

/** Spec section 8, word for word. */
export const ENCRYPTION_OFFLINE = problem('ENCRYPTION_OFFLINE', 'The encryption service is offline: please open the desktop application');
export const ENCRYPTION_PENDING = problem('ENCRYPTION_PENDING', 'The file is being decrypted by the encryption service: please retry in a few seconds');
export const ENCRYPTION_JOB_FAILED = problem('ENCRYPTION_JOB_FAILED', 'The encryption service could not process this file: {reason}');
export const ENCRYPTION_JOB_NOT_FOUND = problem('ENCRYPTION_JOB_NOT_FOUND', 'There is no such encryption job');
