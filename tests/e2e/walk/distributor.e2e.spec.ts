import { walkRole } from './walk.js';

walkRole({ role: 'Distributor', email: 'distributor@demo.test', roles: ['Distributor'] });
