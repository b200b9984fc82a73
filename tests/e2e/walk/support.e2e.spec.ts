import { walkRole } from './walk.js';

walkRole({ role: 'Support', email: 'support@demo.test', roles: ['Support'] });
