import { ROLES } from '../constants';

/** The six roles as choices for selects; names are translation keys. */
export const roleChoices = ROLES.map((role) => ({ id: role, name: `roles.${role}` }));
