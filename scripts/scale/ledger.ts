import { chainEvent } from '../../events/credit/chain.js';
import type { LedgerCommand } from '../../events/credit/commands.js';
import { HOUSE_ACCOUNT, type Cents } from '../../events/credit/credits.js';
import { decide } from '../../events/credit/decide.js';
import { LEDGER_STREAM, type LedgerEvent } from '../../events/credit/events.js';
import { balanceOf, evolve, initialLedger } from '../../events/credit/state.js';
import { deterministicUuid } from '../../events/deterministic-id.js';
import type { Network } from './network.js';
import type { EventSink } from './sink.js';

// The journal as the ledger service writes it: each command decided by the ledger's own pure
// `decide` against the balances so far, folded, hash-chained like the service chains its appends
// (events/credit/chain.ts), and appended to the one `ledger` stream.

export type ScaleLedger = {
  /** Decides and appends; answers the events (none for a refused command: the caller tops up first). */
  handle(command: LedgerCommand): LedgerEvent[];
  balance(account: string): Cents;
  readonly movements: number;
};

export const scaleLedger = (sink: EventSink): ScaleLedger => {
  const state = initialLedger();
  let prevHash: string | null = null;
  let movements = 0;
  return {
    handle(command) {
      const events = decide(command, state);
      const chained = events.map((event) => {
        evolve(state, event);
        const link = chainEvent(prevHash, event);
        prevHash = link.metadata.hash;
        return link;
      });
      movements += chained.length;
      sink.append(LEDGER_STREAM, chained);
      return events;
    },
    balance: (account) => balanceOf(state, account),
    get movements() {
      return movements;
    },
  };
};

/** Whole credits in cents. */
const credits = (n: number): Cents => n * 100;

/**
 * One top-up of `to` (a transfer, as the credit screens make them): from its parent when the parent
 * holds enough and may sell to it, else from the house by the Admin (an Admin transfer).
 */
export const topUp = (ledger: ScaleLedger, network: Network, to: string, amount: Cents, key: string, at: string) => {
  const account = network.byId.get(to)!;
  const parent = account.parentId;
  const fromParent = parent !== null && ledger.balance(parent) >= amount + credits(200);
  const from = fromParent ? parent : HOUSE_ACCOUNT;
  const actor = fromParent ? { id: parent, isAdmin: false } : { id: network.admin.id, isAdmin: true };
  ledger.handle({
    type: 'TransferCredits', movementId: deterministicUuid(`scale-transfer:${key}`), amount, idempotencyKey: null, actor, at,
    from, to, description: null, toParentId: account.parentId, fromCanSale: true,
  });
};

/** Tops `account` up until it can pay `amount`, with some margin so not every order needs one. */
export const fund = (ledger: ScaleLedger, network: Network, account: string, amount: Cents, key: string, at: string) => {
  const short = amount - ledger.balance(account);
  if (short > 0) topUp(ledger, network, account, short + credits(500), key, at);
};

export { credits };
