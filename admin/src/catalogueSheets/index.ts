import { lazyPage } from '../shared/lazyPage';
export { SheetExportButtons } from './SheetExportButtons';
export { SheetImport } from './SheetImport';
export { VehicleDatabaseMenuItem } from './VehicleDatabaseMenuItem';
export type { SheetKindName } from './sheetApi';
export { SheetPanel } from './SheetPanel';

// Loaded when first opened (docs/architecture.md "The admin's bundle").
export const ImportDatabasePage = lazyPage(() => import('./ImportDatabasePage'), 'ImportDatabasePage');
export const VehicleDatabasePage = lazyPage(() => import('./VehicleDatabasePage'), 'VehicleDatabasePage');
