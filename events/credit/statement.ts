import type { Cents } from './credits.js';
import type { Movement } from './events.js';

// An account's statement for a period: the balance before it, each movement with the balance it left,
// the balance after it, and totals per movement kind. Balances are the journal's own (each movement
// records both sides' balances after it), never re-added here: a statement is exact at any length.

/** What a statement needs of a movement, read from the journal or its read model: its revision there, the kind as stored. */
export type StatementMovement = Pick<Movement, 'movementId' | 'from' | 'to' | 'amount' | 'fromBalanceAfter' | 'toBalanceAfter' | 'reference' | 'description' | 'at'> & {
  revision: number;
  kind: string;
};

export type StatementLine = StatementMovement & {
  /** The other side of the movement. */
  counterparty: string;
  /** Positive when the account received, negative when it paid. */
  signedAmount: Cents;
  /** The account's balance after this movement. */
  balance: Cents;
};

export type KindTotal = { kind: string; received: Cents; paid: Cents; count: number };

export type Statement = {
  account: string;
  opening: Cents;
  lines: StatementLine[];
  closing: Cents;
  totals: KindTotal[];
  received: Cents;
  paid: Cents;
};

/** The account's side of a movement: what it left the account with and how it moved it. */
export const accountSide = (account: string, m: StatementMovement): { signedAmount: Cents; balance: Cents } =>
  m.from === account ? { signedAmount: -m.amount, balance: m.fromBalanceAfter } : { signedAmount: m.amount, balance: m.toBalanceAfter };

/** `movements`: the account's movements of the period in journal order; `opening`: its balance before the first. */
export const buildStatement = (account: string, opening: Cents, movements: readonly StatementMovement[]): Statement => {
  const byKind = new Map<string, KindTotal>();
  let received = 0;
  let paid = 0;
  const lines = movements.map((m): StatementLine => {
    const side = accountSide(account, m);
    const total = byKind.get(m.kind) ?? { kind: m.kind, received: 0, paid: 0, count: 0 };
    if (side.signedAmount >= 0) total.received += side.signedAmount;
    else total.paid -= side.signedAmount;
    total.count += 1;
    byKind.set(m.kind, total);
    if (side.signedAmount >= 0) received += side.signedAmount;
    else paid -= side.signedAmount;
    return { ...m, counterparty: m.from === account ? m.to : m.from, ...side };
  });
  const totals = [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
  return { account, opening, lines, closing: lines.at(-1)?.balance ?? opening, totals, received, paid };
};
