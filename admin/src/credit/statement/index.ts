export { StatementPage } from './StatementPage';
export { statementCommands } from './statementApi';
export { statementEn, statementEs } from './i18n';
