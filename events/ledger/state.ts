import type { Cents } from './credits.js';
import type { LedgerEvent, Movement } from './events.js';

/** What decisions need: balances, order-without-balance allowances, movements by idempotency key. */
export type Ledger = {
  balances: Map<string, Cents>;
  allowances: Map<string, { allowed: boolean; limit: Cents | null }>;
  byIdempotencyKey: Map<string, Movement>;
};

export const initialLedger = (): Ledger => ({ balances: new Map(), allowances: new Map(), byIdempotencyKey: new Map() });

export const balanceOf = (ledger: Ledger, account: string): Cents => ledger.balances.get(account) ?? 0;

/** Folds one event in place (the hot state is large; copying it per event would cost too much). */
export const evolve = (ledger: Ledger, event: LedgerEvent): Ledger => {
  switch (event.type) {
    case 'CreditsBought':
    case 'CreditsTransferred':
    case 'CreditsDeducted':
    case 'CreditsRefunded':
    case 'SoftwareCharged':
    case 'SoftwareRefunded':
    case 'DistributorProfitPaid': {
      const m = event.data;
      ledger.balances.set(m.from, m.fromBalanceAfter);
      ledger.balances.set(m.to, m.toBalanceAfter);
      if (m.idempotencyKey) ledger.byIdempotencyKey.set(m.idempotencyKey, m);
      return ledger;
    }
    case 'OrderWithoutBalanceSet':
      ledger.allowances.set(event.data.account, { allowed: event.data.allowed, limit: event.data.limit });
      return ledger;
    default: {
      const _exhaustive: never = event;
      throw new Error(`unknown ledger event ${JSON.stringify(_exhaustive)}`);
    }
  }
};
