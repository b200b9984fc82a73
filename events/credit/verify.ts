import { eventHash, linkOf } from './chain.js';

// Re-walking the journal, one event at a time in stream order (the caller pages through the store,
// never loading the journal whole). Events before the first chained one were written before the
// journal was chained: they are counted, not proven. From the first chained event on, every event
// must carry a link whose prevHash is the hash before it and whose hash matches its content.

export type ChainBreakReason =
  /** The event's content no longer gives its stored hash: it was altered. */
  | 'hash_mismatch'
  /** The event does not follow the one before it: an event was removed, reordered or inserted. */
  | 'chain_break';

export type ChainBreak = {
  reason: ChainBreakReason;
  /** The movement's id (the event id for an allowance change). */
  movementId: string;
  eventId: string;
  type: string;
  /** 0-based position (revision) of the event in the journal. */
  revision: number;
};

export type VerifiedJournal = {
  ok: boolean;
  /** Events walked. */
  events: number;
  /** Events before the chain's first event (written before the journal was chained). */
  unchained: number;
  /** Hash of the last event walked: writing it down elsewhere proves later that nothing after it changed. */
  headHash: string | null;
  firstBreak: ChainBreak | null;
};

export type JournalEvent = { id: string; type: string; data: unknown; metadata?: Record<string, unknown>; revision: bigint | number };

const movementIdOf = (event: JournalEvent): string => {
  const id = (event.data as { movementId?: unknown } | null)?.movementId;
  return typeof id === 'string' ? id : event.id;
};

/** Feed it the journal in stream order; it stops judging at the first break (what follows proves nothing). */
export const journalVerifier = () => {
  let events = 0;
  let unchained = 0;
  let lastRevision: number | null = null;
  let headHash: string | null = null;
  let chainStarted = false;
  let firstBreak: ChainBreak | null = null;

  const broken = (event: JournalEvent, reason: ChainBreakReason) => {
    firstBreak = { reason, movementId: movementIdOf(event), eventId: event.id, type: event.type, revision: Number(event.revision) };
  };

  const check = (event: JournalEvent) => {
    const revision = Number(event.revision);
    // A missing revision is a removed row, even among the unchained events nothing else vouches for.
    const gap = lastRevision === null ? revision !== 0 : revision !== lastRevision + 1;
    lastRevision = revision;
    const link = linkOf(event);
    if (!link) {
      if (chainStarted || gap) return broken(event, 'chain_break');
      unchained += 1;
      return;
    }
    // The first chained event links to nothing; any later one to the hash before it.
    if (gap || link.prevHash !== (chainStarted ? headHash : null)) return broken(event, 'chain_break');
    if (eventHash(link.prevHash, event) !== link.hash) return broken(event, 'hash_mismatch');
    chainStarted = true;
    headHash = link.hash;
  };

  return {
    next(event: JournalEvent) {
      if (firstBreak) return;
      events += 1;
      check(event);
    },
    get broken() {
      return firstBreak !== null;
    },
    result: (): VerifiedJournal => ({ ok: firstBreak === null, events, unchained, headHash, firstBreak }),
  };
};

/** Verifies a whole journal held in memory (tests, small journals). */
export const verifyJournal = (journal: Iterable<JournalEvent>): VerifiedJournal => {
  const verifier = journalVerifier();
  for (const event of journal) {
    verifier.next(event);
    if (verifier.broken) break;
  }
  return verifier.result();
};
