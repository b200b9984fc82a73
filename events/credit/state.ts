import type { Cents } from './credits.js';
import type { LedgerEvent, Movement } from './events.js';
import { unreachable } from '../unreachable.js';

/**
 * How many of the latest event ids the ledger remembers. A command whose movement was appended but
 * whose answer was lost is decided again right after the catch-up that folds it, so a window far
 * larger than a batch (1000) covers it; beyond the window the journal is asked (findInStream).
 */
export const RECORDED_WINDOW = 10_000;

/** What decisions need: balances, order-without-balance allowances, movements by idempotency key, recent event ids. */
export type Ledger = {
  balances: Map<string, Cents>;
  allowances: Map<string, { allowed: boolean; limit: Cents | null }>;
  byIdempotencyKey: Map<string, Movement>;
  /** The latest event ids (oldest first), with their movement (null for an allowance): already decided. */
  recorded: Map<string, Movement | null>;
  recordedWindow: number;
};

export const initialLedger = (recordedWindow = RECORDED_WINDOW): Ledger => ({
  balances: new Map(), allowances: new Map(), byIdempotencyKey: new Map(), recorded: new Map(), recordedWindow,
});

/** Remember an event id as decided, forgetting the oldest beyond the window (a Map keeps insertion order). */
export const rememberRecorded = (ledger: Ledger, eventId: string, movement: Movement | null) => {
  ledger.recorded.set(eventId, movement);
  while (ledger.recorded.size > ledger.recordedWindow) ledger.recorded.delete(ledger.recorded.keys().next().value!);
};

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
      rememberRecorded(ledger, event.id, m);
      return ledger;
    }
    case 'OrderWithoutBalanceSet':
      ledger.allowances.set(event.data.account, { allowed: event.data.allowed, limit: event.data.limit });
      rememberRecorded(ledger, event.id, null);
      return ledger;
    default:
      return unreachable('ledger event', event);
  }
};
