import { answered, apiClient } from '../../providers/apiClient';
import type { ApiAnswer } from '../../providers/apiTypes';

/** GET credit/verify-ledger (CONTRACT.md "Finance audit"). */
export type VerifiedJournal = ApiAnswer<'/api/credit/verify-ledger'>;

export const verifyLedgerCommands = {
  verifyLedger: () => answered(apiClient.GET('/api/credit/verify-ledger')),
};
