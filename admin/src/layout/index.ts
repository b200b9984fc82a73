export { CatchAll } from './CatchAll';
export { PortalLayout } from './PortalLayout';
