export { VerifyLedgerPage } from './VerifyLedgerPage';
export { verifyLedgerCommands } from './verifyApi';
