import type { Db } from '../../database/connect.js';
import { UUID } from '../../database/query-helpers.js';

// Reads of one user row by id, coalesced: every lookup asked during one turn of the event loop goes
// out as one `WHERE id IN (...)` (group commit's read side). Each request signs in and names its
// accounts by id, so under load this saves most of the queries of a request; a lone request waits
// one turn of the loop at most, and a row is never older than the request that asked for it.


const COLUMNS = ['id', 'email', 'roles', 'active', 'session_version', 'ended_sessions', 'parent_id', 'can_sale', 'sub_user_of'] as const;

const fetchUsers = (db: Db, ids: string[]) => db.selectFrom('users').select(COLUMNS).where('id', 'in', ids).execute();

export type UserById = Awaited<ReturnType<typeof fetchUsers>>[number];
export type UserLookup = (id: string) => Promise<UserById | undefined>;

export const createUserLookup = (db: Db): UserLookup => {
  let waiting: Map<string, { resolve(user: UserById | undefined): void; reject(error: unknown): void }[]> | null = null;

  const flush = async () => {
    const batch = waiting!;
    waiting = null;
    try {
      const rows = await fetchUsers(db, [...batch.keys()]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, callers] of batch) for (const caller of callers) caller.resolve(byId.get(id));
    } catch (error) {
      for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
    }
  };

  return (id) => {
    // Not an id at all: no such user (and one malformed id must not fail the lookups it shares a query with).
    if (!UUID.test(id)) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        setImmediate(() => void flush());
      }
      const key = id.toLowerCase();
      const callers = waiting.get(key) ?? [];
      callers.push({ resolve, reject });
      waiting.set(key, callers);
    });
  };
};
