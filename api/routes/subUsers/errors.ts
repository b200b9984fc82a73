import { problem } from '../../../events/problem.js';

export const SUB_USER_NOT_FOUND = problem('SUB_USER_NOT_FOUND', 'Sub-user not found');
export const SUB_USER_PERMISSION_IN_USE = problem('SUB_USER_PERMISSION_IN_USE', 'Sub-users still use this permission: delete their accounts first');
export const SUB_USER_RIGHTS_EXCEEDED = problem('SUB_USER_RIGHTS_EXCEEDED', 'You cannot grant permissions you do not have: {paths}');
export const SUB_USER_ACCOUNTS_OF_OTHERS = problem('SUB_USER_ACCOUNTS_OF_OTHERS', 'Only your own sub-users can be listed');
