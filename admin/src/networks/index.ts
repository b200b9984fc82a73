export { networkRoutes } from './routes';
export { NetworkMenuItems } from './NetworkMenuItems';
export { networksEn, networksEs } from './i18n';
