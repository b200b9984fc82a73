export { reportRoutes } from './routes';
export { ReportsMenuItems } from './ReportsMenuItems';
export { reportsEn, reportsEs } from './i18n';
