import { walkRole } from './walk.js';

walkRole({ role: 'SubDealer', email: 'subdealer@demo.test', phoneFirst: true, roles: ['SubDealer'] });
