export { CombosPage } from './CombosPage';
export { CombosMenuItem } from './CombosMenuItem';
export { comboCommands } from './comboApi';
