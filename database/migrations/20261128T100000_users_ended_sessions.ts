import { sql, type Kysely } from 'kysely';

// Frozen: sign-out ends one session. A user row keeps the sessions signed out before their tokens
// expire ([{ sid, until }], pruned at each sign-out); the users-changed trigger also tells every
// instance when they change, so a signed-out token answers 401 everywhere at once, like a bumped
// session version.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN ended_sessions jsonb NOT NULL DEFAULT '[]';
    CREATE OR REPLACE TRIGGER users_changed AFTER UPDATE OF email, roles, active, session_version, ended_sessions, parent_id, can_sale OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION users_changed_notify();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE TRIGGER users_changed AFTER UPDATE OF email, roles, active, session_version, parent_id, can_sale OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION users_changed_notify();
    ALTER TABLE users DROP COLUMN ended_sessions;
  `.execute(db);
}
