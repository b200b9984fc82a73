export { networkRoutes } from './routes';
export { NetworkMenuItems } from './NetworkMenuItems';
