import type { LedgerCommand } from '../../events/ledger/commands.js';
import { decide } from '../../events/ledger/decide.js';
import { LEDGER_STREAM, isMovementEvent, type LedgerEvent, type Movement } from '../../events/ledger/events.js';
import { balanceOf, evolve, initialLedger, type Ledger } from '../../events/ledger/state.js';
import { WrongExpectedVersion, type EventStore, type GlobalPosition } from '../../events/store/port.js';

// The ledger's command side. Its state is kept hot in memory and caught up from the journal
// before each decision. Commands that queue while an append is in flight are decided together,
// in arrival order, and appended in one write with the expected revision (group commit): another
// API process appending in between makes the write fail, and the batch is decided again.

const MAX_BATCH = 1000;
const CATCH_UP_PAGE = 5000;
const MAX_CONFLICT_RETRIES = 20;

export type LedgerResult = { events: LedgerEvent[]; movement: Movement | null; position: GlobalPosition | null };

export type LedgerService = {
  start(): Promise<void>;
  handle(command: LedgerCommand): Promise<LedgerResult>;
  /** The hot balance (caught up to the last write of this process). */
  balance(account: string): number;
  state(): Ledger;
};

class StaleDecision extends Error {
  constructor() {
    super('The ledger changed while this movement was decided; please retry');
    this.name = 'StaleDecision';
  }
}

type Pending = { command: LedgerCommand; resolve(result: LedgerResult): void; reject(error: unknown): void };

/** Evolve in place, remembering how to undo it if the write fails. */
const evolveWithUndo = (ledger: Ledger, event: LedgerEvent, undo: (() => void)[]) => {
  if (isMovementEvent(event)) {
    const { from, to, idempotencyKey } = event.data;
    for (const account of [from, to]) {
      const had = ledger.balances.has(account);
      const before = ledger.balances.get(account);
      undo.push(() => (had ? ledger.balances.set(account, before!) : ledger.balances.delete(account)));
    }
    if (idempotencyKey) undo.push(() => ledger.byIdempotencyKey.delete(idempotencyKey));
  } else {
    const account = event.data.account;
    const before = ledger.allowances.get(account);
    undo.push(() => (before ? ledger.allowances.set(account, before) : ledger.allowances.delete(account)));
  }
  evolve(ledger, event);
};

export const createLedgerService = (store: EventStore): LedgerService => {
  const ledger = initialLedger();
  let revision = -1n;
  const queue: Pending[] = [];
  let pumping = false;

  const catchUp = async () => {
    for (;;) {
      const page = await store.readStream(LEDGER_STREAM, { from: revision + 1n, maxCount: CATCH_UP_PAGE });
      for (const event of page) {
        evolve(ledger, event as unknown as LedgerEvent);
        revision = event.revision;
      }
      if (page.length < CATCH_UP_PAGE) return;
    }
  };

  /** Catch up after a failed append: did another process write since our last catch-up? */
  const journalMoved = async () => {
    const before = revision;
    try {
      await catchUp();
    } catch {
      return false;
    }
    return revision !== before;
  };

  /** Decide the batch against the hot state; refused commands settle at once. */
  const decideBatch = (batch: Pending[], undo: (() => void)[]) =>
    batch.map((pending) => {
      try {
        const events = decide(pending.command, ledger);
        for (const event of events) evolveWithUndo(ledger, event, undo);
        return { pending, events, error: null as unknown };
      } catch (error) {
        return { pending, events: [] as LedgerEvent[], error };
      }
    });

  const movementFor = (command: LedgerCommand, events: LedgerEvent[]): Movement | null => {
    const own = events.find(isMovementEvent);
    if (own) return own.data;
    return command.type !== 'SetOrderWithoutBalance' && command.idempotencyKey ? (ledger.byIdempotencyKey.get(command.idempotencyKey) ?? null) : null;
  };

  const writeBatch = async (batch: Pending[]) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await catchUp();
      } catch (error) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      const undo: (() => void)[] = [];
      const decided = decideBatch(batch, undo);
      const events = decided.flatMap((d) => d.events);
      try {
        const result = events.length
          ? await store.appendToStream(LEDGER_STREAM, events, { expectedRevision: revision < 0n ? 'no_stream' : revision })
          : null;
        // Event ids the journal already held are answered without a revision check: another process
        // appended the same keyed movement after our catch-up, so our balances were stale. Decide again.
        if (result && result.nextRevision !== revision + BigInt(events.length)) throw new StaleDecision();
        if (result) revision = result.nextRevision;
        for (const d of decided) {
          if (d.error) d.pending.reject(d.error);
          else d.pending.resolve({ events: d.events, movement: movementFor(d.pending.command, d.events), position: result?.position ?? null });
        }
        return;
      } catch (error) {
        undo.reverse().forEach((step) => step());
        // Another process wrote: decide again. Any other failure too when the journal moved meanwhile
        // (e.g. the store refusing a batch of which the other process appended one keyed event).
        const conflict = error instanceof WrongExpectedVersion || error instanceof StaleDecision || (await journalMoved());
        if (conflict && attempt < MAX_CONFLICT_RETRIES) continue;
        for (const d of decided) d.pending.reject(error);
        return;
      }
    }
  };

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length) await writeBatch(queue.splice(0, MAX_BATCH));
    } finally {
      pumping = false;
    }
  };

  return {
    start: catchUp,
    handle: (command) =>
      new Promise<LedgerResult>((resolve, reject) => {
        queue.push({ command, resolve, reject });
        void pump();
      }),
    balance: (account) => balanceOf(ledger, account),
    state: () => ledger,
  };
};
