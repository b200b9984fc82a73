export { softwareOrderRoutes } from './routes';
export { SoftwareOrderMenuItems } from './SoftwareOrderMenuItems';
export { SoftwareOrderList } from './list/SoftwareOrderList';
export { softwareOrderCommands, SOFTWARE_ORDER_RESOURCES } from './orderApi';
export { SeeOfferLink } from './offerDetail/SeeOfferLink';
