import { walkRole } from './walk.js';

walkRole({ role: 'Calibrator', email: 'calibrator@demo.test', roles: ['Calibrator'] });
