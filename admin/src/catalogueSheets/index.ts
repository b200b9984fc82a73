export { ImportDatabasePage } from './ImportDatabasePage';
export { SheetExportButtons } from './SheetExportButtons';
export { SheetImport } from './SheetImport';
export { VehicleDatabaseMenuItem } from './VehicleDatabaseMenuItem';
export { VehicleDatabasePage } from './VehicleDatabasePage';
export type { SheetKindName } from './sheetApi';
export { SheetPanel } from './SheetPanel';
