export { StatementPage } from './StatementPage';
export { statementCommands } from './statementApi';
