export { ComingSoonPage } from './ComingSoonPage';
export { ErrorPage } from './ErrorPage';
export { NotAllowedPage } from './NotAllowedPage';
