export { CloseSessionsPage } from './CloseSessionsPage';
