import { ORDER_CHAT_ATTACHMENTS_MAX, ORDER_CHAT_TEXT_MAX } from '../constants.js';
import { problem } from '../problem.js';

export const CHAT_MESSAGE_EMPTY = problem('CHAT_MESSAGE_EMPTY', 'Write a message or attach a file');
export const CHAT_MESSAGE_TOO_LONG = problem('CHAT_MESSAGE_TOO_LONG', 'A message may have {max} characters at most', { max: ORDER_CHAT_TEXT_MAX });
export const CHAT_TOO_MANY_ATTACHMENTS = problem('CHAT_TOO_MANY_ATTACHMENTS', 'A message may carry {max} files at most', { max: ORDER_CHAT_ATTACHMENTS_MAX });
export const CHAT_MESSAGE_NOT_FOUND = problem('CHAT_MESSAGE_NOT_FOUND', 'This chat has no such message');
