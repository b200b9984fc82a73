export { CreditTopBar } from './CreditTopBar';
export { CreditMenuItems } from './menu/CreditMenuItems';
export { creditRoutes } from './routes';
