import { Type, type Static } from 'typebox';
import { toCredits } from '../../../events/credit/credits.js';
import { problem } from '../../http/errors.js';
import { pageQueryFields, type PageLimits } from '../../http/page-query.js';
import type { Statement, StatementLine, StatementMovement } from '../../../events/credit/statement.js';

// Schemas of the finance audit (balance at an instant, statement, journal verification). Credits
// leave the API with 2 decimals, as everywhere on the credit screens.

export const STATEMENT_PAGES: PageLimits = {
  perPageDefault: 50, perPageMax: 500,
  invalid: problem('STATEMENT_PAGE_INVALID', 'Statement pages are numbered from 1'),
  tooLong: problem('STATEMENT_PAGE_TOO_LONG', 'A statement page shows 1 to {limit} lines'),
};

const Account = Type.String({ format: 'uuid', description: 'the account (a user id); the caller when absent' });
/** An instant with its time zone (RFC 3339): "2026-11-26T18:00:00Z", never a local time the server would guess. */
const Instant = Type.String({ format: 'date-time', maxLength: 40 });

export const BalanceAtQuery = Type.Object({ userId: Type.Optional(Account), at: Instant }, { additionalProperties: false });
const StatementPeriod = {
  userId: Type.Optional(Account),
  from: Instant,
  to: Type.String({ format: 'date-time', maxLength: 40, description: 'exclusive' }),
};
/** The screen's statement: the period's totals, and its lines a page at a time. */
export const StatementQuery = Type.Object({ ...StatementPeriod, ...pageQueryFields('lines', STATEMENT_PAGES) }, { additionalProperties: false });
/** A file holds every line of the period. */
export const StatementFileQuery = Type.Object({
  ...StatementPeriod,
  lang: Type.Optional(Type.Enum(['en', 'es'], { description: 'language of the labels; en when absent' })),
}, { additionalProperties: false });
export type StatementFileQuery = Static<typeof StatementFileQuery>;

const AuditMovement = Type.Object({
  id: Type.String(),
  revision: Type.Integer(),
  kind: Type.String(),
  from: Type.String(),
  to: Type.String(),
  amount: Type.Number(),
  fromBalanceAfter: Type.Number(),
  toBalanceAfter: Type.Number(),
  reference: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

export const BalanceAtReply = Type.Object({
  account: Type.String(),
  at: Type.String(),
  balance: Type.Number(),
  /** The movement that set the balance: the account's last at or before `at` (null before its first). */
  movement: Type.Union([AuditMovement, Type.Null()]),
});

const StatementLineReply = Type.Object({
  ...AuditMovement.properties,
  counterparty: Type.String({ description: "the other account's id ('house' for the portal)" }),
  counterpartyName: Type.Union([Type.String(), Type.Null()], { description: "the other account's name; null for the house or an account no longer known" }),
  signedAmount: Type.Number(),
  balance: Type.Number(),
});
const KindTotalReply = Type.Object({ kind: Type.String(), received: Type.Number(), paid: Type.Number(), count: Type.Integer() });

export const StatementReply = Type.Object({
  account: Type.String(),
  from: Type.String(),
  to: Type.String(),
  opening: Type.Number(),
  closing: Type.Number(),
  received: Type.Number(),
  paid: Type.Number(),
  lineCount: Type.Integer({ description: "the period's lines over all pages" }),
  lines: Type.Array(StatementLineReply, { description: 'the asked page of lines (every line without `page`/`per_page`)' }),
  totals: Type.Array(KindTotalReply),
});
export type StatementReply = Static<typeof StatementReply>;

const ChainBreakReply = Type.Object({
  reason: Type.Union([Type.Literal('hash_mismatch'), Type.Literal('chain_break')]),
  movementId: Type.String(),
  eventId: Type.String(),
  type: Type.String(),
  revision: Type.Integer(),
});
export const VerifyLedgerReply = Type.Object({
  ok: Type.Boolean(),
  events: Type.Integer(),
  unchained: Type.Integer(),
  headHash: Type.Union([Type.String(), Type.Null()]),
  firstBreak: Type.Union([ChainBreakReply, Type.Null()]),
});

export const toAuditMovement = (m: StatementMovement) => ({
  id: m.movementId, revision: m.revision, kind: m.kind, from: m.from, to: m.to, amount: toCredits(m.amount),
  fromBalanceAfter: toCredits(m.fromBalanceAfter), toBalanceAfter: toCredits(m.toBalanceAfter),
  reference: m.reference, description: m.description, createdAt: m.at,
});

const toLine = (line: StatementLine, names: ReadonlyMap<string, string>) => ({
  ...toAuditMovement(line), counterparty: line.counterparty, counterpartyName: names.get(line.counterparty) ?? null, signedAmount: toCredits(line.signedAmount), balance: toCredits(line.balance),
});

/**
 * The statement as answered, its lines those of `lines` (a page of them, or all); `names` are the
 * counterparties' names (the statement itself, built from the journal alone, knows ids).
 */
export const toStatementReply = (s: Statement, from: Date, to: Date, names: ReadonlyMap<string, string>, lines: StatementLine[] = s.lines): StatementReply => ({
  account: s.account, from: from.toISOString(), to: to.toISOString(),
  opening: toCredits(s.opening), closing: toCredits(s.closing), received: toCredits(s.received), paid: toCredits(s.paid),
  lineCount: s.lines.length,
  lines: lines.map((line) => toLine(line, names)),
  totals: s.totals.map((t) => ({ kind: t.kind, received: toCredits(t.received), paid: toCredits(t.paid), count: t.count })),
});

