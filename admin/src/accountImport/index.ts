export { AccountImportPage } from './AccountImportPage';
