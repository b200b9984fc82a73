import { TICKET_ATTACHMENTS_MAX, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '../constants.js';
import { problem } from '../problem.js';

export const TICKET_NOT_FOUND = problem('TICKET_NOT_FOUND', 'This ticket does not exist');
export const TICKET_EXISTS = problem('TICKET_EXISTS', 'This ticket is already open');
export const TICKET_TITLE_REQUIRED = problem('TICKET_TITLE_REQUIRED', 'Write a title of at most {max} characters', { max: TICKET_TITLE_MAX });
export const TICKET_MESSAGE_EMPTY = problem('TICKET_MESSAGE_EMPTY', 'Write a message or attach a file');
export const TICKET_MESSAGE_TOO_LONG = problem('TICKET_MESSAGE_TOO_LONG', 'A message may have {max} characters at most', { max: TICKET_TEXT_MAX });
export const TICKET_TOO_MANY_ATTACHMENTS = problem('TICKET_TOO_MANY_ATTACHMENTS', 'A message may carry {max} files at most', { max: TICKET_ATTACHMENTS_MAX });
export const TICKET_ALREADY_YOURS = problem('TICKET_ALREADY_YOURS', 'This ticket is already assigned to you');
export const TICKET_CATEGORY_NOT_FOUND = problem('TICKET_CATEGORY_NOT_FOUND', 'There is no such ticket category');
export const TICKET_STATUS_NOT_FOUND = problem('TICKET_STATUS_NOT_FOUND', 'There is no such ticket status');
export const TICKET_FILE_NOT_FOUND = problem('TICKET_FILE_NOT_FOUND', 'This ticket has no such file');
export const TICKET_TYPE_NAME_TAKEN = problem('TICKET_TYPE_NAME_TAKEN', 'There is already one with this name');
