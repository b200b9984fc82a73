export { companyRoutes } from './routes';
export { CompanyMenuItems } from './CompanyMenuItems';
