export { calibratorQueueRoutes } from './routes';
export { CalibratorQueueMenuItem } from './CalibratorQueueMenuItem';
export { CalibratorQueuePage } from './CalibratorQueuePage';
