import { api } from '../../providers/httpClient';

/** GET credit/verify-ledger (CONTRACT.md "Finance audit"). */
export interface VerifiedJournal {
  ok: boolean;
  events: number;
  unchained: number;
  headHash: string | null;
  firstBreak: { reason: 'hash_mismatch' | 'chain_break'; movementId: string; eventId: string; type: string; revision: number } | null;
}

export const verifyLedgerCommands = {
  verifyLedger: () => api.get<VerifiedJournal>('/api/credit/verify-ledger'),
};
