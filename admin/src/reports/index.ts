export { reportRoutes } from './routes';
export { ReportsMenuItems } from './ReportsMenuItems';
