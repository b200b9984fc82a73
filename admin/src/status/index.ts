export { ComingSoonPage } from './ComingSoonPage';
export { ErrorPage } from './ErrorPage';
