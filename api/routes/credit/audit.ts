import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toCredits } from '../../../events/credit/credits.js';
import { buildStatement, type Statement } from '../../../events/credit/statement.js';
import { balanceAfter, lastMovementAt, MAX_STATEMENT_LINES, movementsInPeriod } from '../../../projections/credit/audit-queries.js';
import { attachment } from '../../http/content-disposition.js';
import { ErrorSchema, HttpError, problem } from '../../http/errors.js';
import { NoQuery } from '../../http/no-query.js';
import { currentUser } from '../../plugins/auth.js';
import { verifyLedger } from '../../services/ledger-verify.js';
import { renderStatementPdf } from '../../services/creditStatement/pdf.js';
import { renderStatementXlsx } from '../../services/creditStatement/xlsx.js';
import {
  BalanceAtQuery, BalanceAtReply, STATEMENT_PAGES, StatementFileQuery, StatementQuery, StatementReply, toAuditMovement, toStatementReply, VerifyLedgerReply,
} from './audit-schemas.js';
import { readPage, rowsOf, type PageQuery } from '../../http/page-query.js';
import { canView } from './network.js';
import { accountNames } from '../../../tables/users/queries.js';

// The finance audit: an account's balance at any instant, its statement for a period (JSON, PDF,
// XLSX) and the re-walk of the tamper-evident journal. Who reads an account is the credit screens'
// one rule (canView); an account the caller may not read answers 404, as if it did not exist.

export const ACCOUNT_NOT_FOUND = problem('CREDIT_ACCOUNT_NOT_FOUND', 'There is no credit account {userId} you can read');
export const STATEMENT_PERIOD_REVERSED = problem('STATEMENT_PERIOD_REVERSED', 'The start of the period must be before its end');
export const STATEMENT_TOO_LONG = problem('STATEMENT_TOO_LONG', 'The period holds more than {limit} movements: ask for a shorter one', { limit: MAX_STATEMENT_LINES });

const READ = { 400: ErrorSchema, 404: ErrorSchema };

const readableAccount = async (app: FastifyInstance, request: FastifyRequest, userId: string | undefined) => {
  const viewer = currentUser(request);
  // The journal names accounts by their lowercase ids: an uppercase spelling of a uuid is the same account.
  const account = (userId ?? viewer.id).toLowerCase();
  if (!(await canView(app, viewer, account))) throw new HttpError(404, ACCOUNT_NOT_FOUND, { userId: account });
  return account;
};

/** An RFC 3339 instant; a leap second (23:59:60, valid there, Invalid Date in JavaScript) is the instant after 23:59:59. */
const LEAP_SECOND = /:60(?=(\.\d+)?(z|[+-]\d\d:\d\d)$)/i;
const instant = (text: string) =>
  LEAP_SECOND.test(text) ? new Date(new Date(text.replace(LEAP_SECOND, ':59')).getTime() + 1000) : new Date(text);

const statementOf = async (app: FastifyInstance, account: string, from: Date, to: Date): Promise<Statement> => {
  if (from >= to) throw new HttpError(400, STATEMENT_PERIOD_REVERSED);
  // The opening balance is the one the last movement before the period left.
  const before = await lastMovementAt(app.db, account, new Date(from.getTime() - 1));
  const movements = await movementsInPeriod(app.db, account, from, to, MAX_STATEMENT_LINES + 1);
  if (movements.length > MAX_STATEMENT_LINES) throw new HttpError(422, STATEMENT_TOO_LONG);
  return buildStatement(account, before ? balanceAfter(account, before) : 0, movements);
};

/** The statement with the counterparties of the lines sent named, one read for all of them. */
const namedStatement = async (app: FastifyInstance, statement: Statement, from: Date, to: Date, page: PageQuery | null = null) => {
  const lines = rowsOf(statement.lines, page);
  return toStatementReply(statement, from, to, await accountNames(app.db, lines.map((line) => line.counterparty)), lines);
};

const fileName = (account: string, from: Date, to: Date, extension: string) =>
  `statement-${account.slice(0, 8)}-${from.toISOString().slice(0, 10)}-${to.toISOString().slice(0, 10)}.${extension}`;

export const creditAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/credit/balance-at', {
    schema: { tags: ['credit'], querystring: BalanceAtQuery, response: { 200: BalanceAtReply, ...READ } },
  }, async (request) => {
    const account = await readableAccount(app, request, request.query.userId);
    const at = instant(request.query.at);
    const movement = await lastMovementAt(app.db, account, at);
    return {
      account, at: at.toISOString(), balance: toCredits(movement ? balanceAfter(account, movement) : 0),
      movement: movement ? toAuditMovement(movement) : null,
    };
  });

  app.get('/credit/statement', {
    schema: { tags: ['credit'], querystring: StatementQuery, response: { 200: StatementReply, 422: ErrorSchema, ...READ } },
  }, async (request) => {
    const page = readPage(request.query, STATEMENT_PAGES);
    const account = await readableAccount(app, request, request.query.userId);
    const from = instant(request.query.from);
    const to = instant(request.query.to);
    return namedStatement(app, await statementOf(app, account, from, to), from, to, page);
  });

  const file = (extension: 'pdf' | 'xlsx', type: string, render: (s: ReturnType<typeof toStatementReply>, lang: 'en' | 'es') => Promise<Buffer>) =>
    app.get(`/credit/statement/${extension}`, {
      // No 200 schema: the body is the file's bytes; refusals answer the one error body.
      schema: { tags: ['credit'], querystring: StatementFileQuery },
    }, async (request, reply) => {
      const account = await readableAccount(app, request, request.query.userId);
      const from = instant(request.query.from);
      const to = instant(request.query.to);
      const body = await render(await namedStatement(app, await statementOf(app, account, from, to), from, to), request.query.lang ?? 'en');
      return reply.header('Content-Type', type)
        .header('Content-Disposition', attachment(fileName(account, from, to, extension)))
        .send(body);
    });
  file('pdf', 'application/pdf', renderStatementPdf);
  file('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', renderStatementXlsx);

  // Walks the whole journal: Admins only, and the walk pages through the store (never the journal whole).
  app.get('/credit/verify-ledger', {
    schema: { tags: ['credit'], querystring: NoQuery, response: { 200: VerifyLedgerReply, 400: ErrorSchema, 403: ErrorSchema } },
    config: { roles: ['Admin'] },
  }, async () => verifyLedger(app.store));
};
