import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { comparePositions, type GlobalPosition } from '../../../events/store/port.js';
import { LedgerRefused } from '../../../events/credit/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { actorOf } from '../credit/commands.js';
import { alreadyImported, NOT_APPLIED, refused, toReportRow, type ImportAccount, type ImportRow, type PlannedRow } from './rows.js';

const CHUNK = 1000;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The accounts (id and roles) by lower-case email, for the emails of the file. */
export const accountsByEmail = async (app: FastifyInstance, emails: string[]) => {
  const found = new Map<string, ImportAccount>();
  for (const part of chunks([...new Set(emails.filter(Boolean))])) {
    const rows = await app.db.selectFrom('users').select(['id', 'roles', sql<string>`lower(email)`.as('email')]).where(sql<string>`lower(email)`, 'in', part).execute();
    for (const r of rows) found.set(r.email, { id: r.id, roles: r.roles });
  }
  return found;
};

/** Movement ids already in the journal: in this process's ledger state or in the read model. */
export const importedMovements = async (app: FastifyInstance, movementIds: string[]) => {
  const known = new Set<string>();
  for (const part of chunks(movementIds)) {
    const rows = await app.db.selectFrom('ledger_movements').select('movement_id').where('movement_id', 'in', part).execute();
    for (const r of rows) known.add(r.movement_id);
  }
  const byKey = app.ledger.state().byIdempotencyKey;
  return (movementId: string) => known.has(movementId) || byKey.has(importKey(movementId));
};

export const importKey = (movementId: string) => `import:${movementId}`;

/**
 * Hands every row to the ledger at once (its group commit writes them in few appends), then waits
 * until the read models show them. A row the ledger has seen already answers with no events.
 */
export const applyRows = async (app: FastifyInstance, user: AuthUser, planned: PlannedRow[]): Promise<ImportRow[]> => {
  const actor = actorOf(user);
  const at = app.now().toISOString();
  const results = await Promise.allSettled(planned.map((r) => app.ledger.handle({
    type: 'ImportCredits', movementId: r.movementId, idempotencyKey: importKey(r.movementId), amount: r.cents, actor, at,
    to: r.userId, reference: r.reference, description: r.description ?? 'Account import',
  })));
  let last: GlobalPosition | null = null;
  const rows = planned.map((r, i): ImportRow => {
    const row = toReportRow(r);
    const result = results[i];
    if (result.status === 'rejected') {
      return { ...row, status: 'error', ...(result.reason instanceof LedgerRefused ? refused(result.reason.message) : { code: 'not_applied', params: null, message: NOT_APPLIED }) };
    }
    const { events, position } = result.value;
    if (position && (!last || comparePositions(position, last) > 0)) last = position;
    return events.length ? row : { ...row, status: 'skipped', ...alreadyImported() };
  });
  if (last) await app.runner.waitFor(last);
  return rows;
};
