import { sql, type Kysely } from 'kysely';

// The followers of the event feed (projections, reactors, subscriptions) sleep until told that
// events were appended (events/store/postgres-listen.ts): every statement that inserts into the
// events table notifies, inside the appending transaction, so the notice goes out on commit and
// never for a rollback; PostgreSQL sends one notice per transaction however many statements appended.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION events_appended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('events_appended', '');
      RETURN NULL;
    END $$;
    CREATE TRIGGER events_appended AFTER INSERT ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_appended_notify();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER events_appended ON events;
    DROP FUNCTION events_appended_notify();
  `.execute(db);
}
