import { formatCredits, parseAmount, toCredits, type Cents } from '../../../events/credit/credits.js';
import { INVALID_AMOUNT, LedgerRefused } from '../../../events/credit/errors.js';
import { MAX_CREDIT_AMOUNT } from '../../../events/constants.js';
import { assertCreditAccount } from '../credit/commands.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { HttpError } from '../../http/errors.js';
import type { SheetRow } from '../../services/sheets/read.js';
import { REPORT_CELL_MAX_CHARS } from './limits.js';
import { problem } from '../../../events/problem.js';

// The rows of an account import, checked one by one. A row's movement id derives from its
// content, so the same row uploaded twice moves nothing twice. Each row problem has a stable
// `code` and `params` (the admin translates them) beside the English message.

export type ImportStatus = 'ok' | 'error' | 'skipped';
export const ROW_PROBLEM_CODES = ['required', 'invalid_email', 'invalid_amount', 'too_long', 'user_not_found', 'not_a_credit_account', 'duplicate', 'already_imported', 'refused', 'not_applied'] as const;
export type RowProblemCode = (typeof ROW_PROBLEM_CODES)[number];
export type RowProblem = { code: RowProblemCode; params: Record<string, string | number> | null; message: string };
export type ImportRow = {
  row: number;
  email: string;
  amount: number | null;
  description: string | null;
  reference: string | null;
  status: ImportStatus;
  code: RowProblemCode | null;
  params: Record<string, string | number> | null;
  message: string | null;
  movementId: string | null;
};
/** An account named by a row's email. */
export type ImportAccount = { id: string; roles: readonly string[] };
/** A valid row, with what the ledger needs to apply it. */
export type PlannedRow = ImportRow & { cents: Cents; userId: string; movementId: string };

export const COLUMNS_MISSING = problem('COLUMNS_MISSING', 'The file must have the columns email and amount');
export const NO_ROWS = 'The file has no rows to import';
const NO_ROWS_PROBLEM = problem('NO_ROWS', NO_ROWS);
export const REQUIRED = 'Field is required';
export const INVALID_EMAIL = 'Field must be a valid email';
export const UNKNOWN_EMAIL = 'User not found';
export const ALREADY_IMPORTED = 'Already imported';
export const duplicateOf = (row: number) => `Duplicate of row ${row}`;
const tooLong = (field: string, length: number) => `The ${field} field must have ${length} characters at most`;

const rowProblem = (code: RowProblemCode, message: string, params: Record<string, string | number> | null = null): RowProblem => ({ code, params, message });
export const alreadyImported = () => rowProblem('already_imported', ALREADY_IMPORTED);
/** The ledger refused the row (its own message); or the row failed for another reason. */
export const refused = (message: string) => rowProblem('refused', message);
export const NOT_APPLIED = 'The row could not be imported; upload the file again';

const DESCRIPTION_MAX = 500;
const REFERENCE_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEADERS: Record<string, 'email' | 'amount' | 'description' | 'reference'> = {
  email: 'email', 'e-mail': 'email', amount: 'amount', credits: 'amount', description: 'description', reference: 'reference',
};

export type RawRow = { row: number; email: string; amount: string; description: string; reference: string };

/** Reads the header row; blank lines are left out. */
export const rawRows = (sheet: SheetRow[]): RawRow[] => {
  const [header, ...body] = sheet.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!header) throw new HttpError(400, NO_ROWS_PROBLEM);
  const at = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    const column = HEADERS[cell.trim().toLowerCase()];
    if (column && !at.has(column)) at.set(column, index);
  });
  if (!at.has('email') || !at.has('amount')) throw new HttpError(400, COLUMNS_MISSING);
  if (body.length === 0) throw new HttpError(400, NO_ROWS_PROBLEM);
  const cell = (r: SheetRow, column: string) => (at.has(column) ? (r.cells[at.get(column)!] ?? '').trim() : '');
  return body.map((r) => ({ row: r.number, email: cell(r, 'email').toLowerCase(), amount: cell(r, 'amount'), description: cell(r, 'description'), reference: cell(r, 'reference') }));
};

/** The row's identity: `import:<email>:<reference or description>:<amount>`. */
export const importMovementId = (email: string, referenceOrDescription: string, cents: Cents) =>
  deterministicUuid(`import:${email}:${referenceOrDescription}:${formatCredits(cents)}`);

const EMAIL_MAX = 254;

/** The transfer's own rule (credit/commands.ts): no staff account, not the importing administrator. */
const accountProblem = (account: ImportAccount, caller: { id: string }): RowProblem | null => {
  try {
    assertCreditAccount(account, caller);
    return null;
  } catch (failure) {
    if (failure instanceof LedgerRefused) return rowProblem('not_a_credit_account', failure.message);
    throw failure;
  }
};

const problemOf = (r: RawRow, cents: Cents | null, account: ImportAccount | undefined, caller: { id: string }): RowProblem | null => {
  if (!r.email) return rowProblem('required', REQUIRED, { field: 'email' });
  if (r.email.length > EMAIL_MAX || !EMAIL.test(r.email)) return rowProblem('invalid_email', INVALID_EMAIL);
  if (cents === null) return r.amount ? rowProblem('invalid_amount', INVALID_AMOUNT.message) : rowProblem('required', REQUIRED, { field: 'amount' });
  // The same maximum as a transfer: the preview never calls "ready" a row the ledger would refuse.
  if (cents > MAX_CREDIT_AMOUNT * 100) return rowProblem('invalid_amount', INVALID_AMOUNT.message);
  if (r.description.length > DESCRIPTION_MAX) return rowProblem('too_long', tooLong('description', DESCRIPTION_MAX), { field: 'description', length: DESCRIPTION_MAX });
  if (r.reference.length > REFERENCE_MAX) return rowProblem('too_long', tooLong('reference', REFERENCE_MAX), { field: 'reference', length: REFERENCE_MAX });
  if (!account) return rowProblem('user_not_found', UNKNOWN_EMAIL);
  return accountProblem(account, caller);
};

/** Checks every row: errors, rows imported before (skipped) and rows ready to apply. */
export const checkRows = (raw: RawRow[], accounts: Map<string, ImportAccount>, caller: { id: string }, imported: (movementId: string) => boolean): (ImportRow | PlannedRow)[] => {
  const firstRow = new Map<string, number>();
  return raw.map((r) => {
    const cents = parseAmount(r.amount);
    const base = { row: r.row, email: r.email, amount: cents === null ? null : toCredits(cents), description: r.description || null, reference: r.reference || null };
    const userId = accounts.get(r.email)?.id;
    const found = problemOf(r, cents, accounts.get(r.email), caller);
    if (found || cents === null || !userId) return { ...base, status: 'error', ...(found ?? rowProblem('required', REQUIRED)), movementId: null };
    const movementId = importMovementId(r.email, r.reference || r.description, cents);
    const first = firstRow.get(movementId);
    if (first !== undefined) return { ...base, status: 'error', ...rowProblem('duplicate', duplicateOf(first), { row: first }), movementId: null };
    firstRow.set(movementId, r.row);
    if (imported(movementId)) return { ...base, status: 'skipped', ...alreadyImported(), movementId };
    return { ...base, status: 'ok', code: null, params: null, message: null, movementId, cents, userId };
  });
};

/** Echoed cells are cut: the report never grows with what a cell holds. */
const echo = (text: string) => (text.length > REPORT_CELL_MAX_CHARS ? `${text.slice(0, REPORT_CELL_MAX_CHARS)}…` : text);
const echoOrNull = (text: string | null) => (text === null ? null : echo(text));

/** A row as the report shows it (without what only the ledger needs). */
export const toReportRow = ({ row, email, amount, description, reference, status, code, params, message, movementId }: ImportRow): ImportRow => ({
  row, email: echo(email), amount, description: echoOrNull(description), reference: echoOrNull(reference), status, code, params, message, movementId,
});

export const isPlanned = (r: ImportRow | PlannedRow): r is PlannedRow => r.status === 'ok' && 'cents' in r;
