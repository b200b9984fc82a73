import { lazyPage } from '../shared/lazyPage';
export { CombosMenuItem } from './CombosMenuItem';
export { comboCommands } from './comboApi';

// Loaded when first opened (docs/architecture.md "The admin's bundle").
export const CombosPage = lazyPage(() => import('./CombosPage'), 'CombosPage');
