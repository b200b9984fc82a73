export { VerifyLedgerPage } from './VerifyLedgerPage';
export { verifyLedgerCommands } from './verifyApi';
export { verifyLedgerEn, verifyLedgerEs } from './i18n';
