export { companyRoutes } from './routes';
export { CompanyMenuItems } from './CompanyMenuItems';
export { companyEn, companyEs } from './i18n';
