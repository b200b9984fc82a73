export { filesSectionRoutes } from './routes';
export { FilesMenuItems } from './FilesMenuItems';
export { filesSectionEn, filesSectionEs } from './i18n';
