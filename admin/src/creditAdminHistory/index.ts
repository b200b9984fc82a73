export { AdminHistoryPage } from './AdminHistoryPage';
