export { filesSectionRoutes } from './routes';
export { FilesMenuItems } from './FilesMenuItems';
