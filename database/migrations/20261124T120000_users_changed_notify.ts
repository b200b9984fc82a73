import { sql, type Kysely } from 'kysely';

// Every instance keeps the account facts a request signs in with (api/services/user-cache.ts) and
// drops a row the moment it changes: PostgreSQL tells every listener, on commit, which user row
// changed — whichever code path wrote it. A TRUNCATE (tests, a restore) says "all" (empty payload).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION users_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('users_changed', '');
      ELSE
        PERFORM pg_notify('users_changed', OLD.id::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_changed AFTER UPDATE OF email, roles, active, session_version, parent_id, can_sale OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION users_changed_notify();
    CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION users_changed_notify();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER users_truncated ON users;
    DROP TRIGGER users_changed ON users;
    DROP FUNCTION users_changed_notify();
  `.execute(db);
}
