import { problem } from '../problem.js';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './limits.js';

export const CONTACT_NOT_FOUND = problem('CONTACT_REQUEST_NOT_FOUND', 'This contact request does not exist');
export const CONTACT_EXISTS = problem('CONTACT_REQUEST_EXISTS', 'This contact request was already sent');
export const CONTACT_NAME_REQUIRED = problem('CONTACT_NAME_REQUIRED', 'Write your name, at most {max} characters', { max: CONTACT_NAME_MAX });
export const CONTACT_MESSAGE_REQUIRED = problem('CONTACT_MESSAGE_REQUIRED', 'Write a message of at most {max} characters', { max: CONTACT_MESSAGE_MAX });
export const CONTACT_ALREADY_HANDLED = problem('CONTACT_ALREADY_HANDLED', 'This contact request is already marked handled');
export const TOO_MANY_CONTACT_REQUESTS = problem('TOO_MANY_CONTACT_REQUESTS', 'Too many messages: try again in {after}');
