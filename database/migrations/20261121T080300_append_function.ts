import { sql, type Kysely } from 'kysely';

// Frozen: one server-side function per append, so an append is a single round trip (as Emmett's
// emt_append_to_stream): idempotency check, expected-revision check, insert. No NOTIFY: it takes a
// cluster-wide lock at commit and halved the append rate; followers poll and are woken in-process.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION append_to_stream(p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[])
    RETURNS TABLE (next_revision bigint, commit_position text, prepare_position bigint)
    LANGUAGE plpgsql AS $fn$
    DECLARE
      v_current bigint;
      v_stored int;
      v_count int := cardinality(p_ids);
    BEGIN
      SELECT count(*) INTO v_stored FROM events WHERE event_id = ANY(p_ids);
      IF v_stored > 0 THEN
        IF v_stored <> v_count THEN
          RAISE EXCEPTION 'partial_duplicate_append' USING DETAIL = 'some events of this append were stored before and others were not';
        END IF;
        RETURN QUERY SELECT e.revision, e.transaction_id::text, e.global_position FROM events e
          WHERE e.event_id = ANY(p_ids) ORDER BY e.global_position DESC LIMIT 1;
        RETURN;
      END IF;
      INSERT INTO streams (stream_id, revision) VALUES (p_stream, -1) ON CONFLICT DO NOTHING;
      SELECT s.revision INTO v_current FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;
      IF (p_expected = 'no_stream' AND v_current <> -1)
        OR (p_expected = 'stream_exists' AND v_current = -1)
        OR (p_expected NOT IN ('any', 'no_stream', 'stream_exists') AND v_current <> p_expected::bigint) THEN
        RAISE EXCEPTION 'wrong_expected_version' USING DETAIL = v_current::text;
      END IF;
      INSERT INTO events (stream_id, revision, event_id, type, data, metadata)
        SELECT p_stream, v_current + e.ord, e.id, e.type, e.data, e.metadata
          FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(id, type, data, metadata, ord);
      UPDATE streams SET revision = v_current + v_count WHERE stream_id = p_stream;
      RETURN QUERY SELECT v_current + v_count, pg_current_xact_id()::text, currval(pg_get_serial_sequence('events', 'global_position'));
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION append_to_stream(text, text, uuid[], text[], jsonb[], jsonb[])`.execute(db);
}
