import { walkRole } from './walk.js';

walkRole({ role: 'Dealer', email: 'dealer@demo.test', phoneFirst: true });
