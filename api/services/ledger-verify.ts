import { LEDGER_STREAM, type LedgerEvent } from '../../events/credit/events.js';
import { journalVerifier, type VerifiedJournal } from '../../events/credit/verify.js';
import type { EventStore } from '../../events/store/port.js';

// Re-walks the ledger journal page by page through the store port (so the same walk proves a
// PostgreSQL or an EventStoreDB journal), holding one page at a time, never the journal whole.

const PAGE = 2_000;

/** The journal re-walked from its first event: ok, or the first movement that breaks the chain. */
export const verifyLedger = async (store: EventStore, options: { pageSize?: number; onProgress?: (events: number) => void } = {}): Promise<VerifiedJournal> => {
  const pageSize = options.pageSize ?? PAGE;
  const verifier = journalVerifier();
  for (let from = 0n; ;) {
    const page = await store.readStream<LedgerEvent>(LEDGER_STREAM, { from, maxCount: pageSize });
    for (const event of page) {
      verifier.next(event);
      if (verifier.broken) return verifier.result();
    }
    options.onProgress?.(verifier.result().events);
    if (page.length < pageSize) return verifier.result();
    from = page[page.length - 1].revision + 1n;
  }
};
