export { ProfileAdminPage } from './ProfileAdminPage';
