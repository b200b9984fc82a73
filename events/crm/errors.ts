import { MAX_CREDIT_AMOUNT } from '../constants.js';
import { problem } from '../problem.js';
import { CRM_TEXT_MAX } from './constants.js';

export const CRM_TARGET_INVALID = problem('CRM_TARGET_INVALID', 'The target must be a whole number of credits from 0 to {max}', { max: MAX_CREDIT_AMOUNT });
export const CRM_DATE_INVALID = problem('CRM_DATE_INVALID', 'Field must be a valid date');
export const CRM_TEXT_REQUIRED = problem('CRM_TEXT_REQUIRED', 'Field is required');
export const CRM_TEXT_TOO_LONG = problem('CRM_TEXT_TOO_LONG', 'The {field} field must have less than {length} characters at most', { length: CRM_TEXT_MAX });
export const CRM_CALIFICATION_INVALID = problem('CRM_CALIFICATION_INVALID', 'The rating must be a whole number from 1 to 5');
export const CRM_MEETING_NOT_FOUND = problem('CRM_MEETING_NOT_FOUND', 'This meeting does not exist');
export const CRM_USER_NOT_FOUND = problem('CRM_USER_NOT_FOUND', 'User not found');
