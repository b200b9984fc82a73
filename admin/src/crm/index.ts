// Sales CRM (issue 14): screens, menu entries and translations.
export { crmRoutes } from './routes';
export { CrmMenuItems } from './CrmMenuItems';
