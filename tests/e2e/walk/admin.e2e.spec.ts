import { walkRole } from './walk.js';

walkRole({ role: 'Admin', email: 'admin@demo.test', roles: ['Admin'], visitor: true });
