import { sql, type Kysely } from 'kysely';

// Frozen: issue 15 "Scale". A report summed every daily bucket of its periods (80,000 rows for a
// month and its comparison at a large network's size) and probed each account's balance at a
// period's end (5,000 probes): most of the credit report's time. Each bucket now also keeps the
// account's running totals through its day (cum_*) and until when its figures hold (the account's
// next bucket's day; 'infinity' for its last), so the figures at any day are one range of one
// index, day <= D AND until_day > D (PostgreSQL 18 skips through the index's until_day values),
// and a period's sum is the totals at its end minus those the day before it starts: four ranges
// of 5,000 rows for the credit report whatever the periods' length.
// Filled from the buckets the projection folded so far (what its fold would have written), through
// a copy and TRUNCATE rather than an UPDATE of every row: the UPDATE's dead rows stayed in the new
// index until a vacuum and made the range read them all.
export async function up(db: Kysely<any>): Promise<void> {
  const columns = sql.raw('account_id, day, received_cents, used_cents, credits_in_cents, credits_in_count, software_cents, movements, balance_cents');
  const running = (column: string) => sql.raw(`sum(${column}) OVER (PARTITION BY account_id ORDER BY day)`);
  await sql`
    ALTER TABLE report_account_days
      ADD COLUMN until_day date NOT NULL DEFAULT 'infinity',
      ADD COLUMN cum_received_cents bigint NOT NULL DEFAULT 0,
      ADD COLUMN cum_used_cents bigint NOT NULL DEFAULT 0,
      ADD COLUMN cum_credits_in_cents bigint NOT NULL DEFAULT 0,
      ADD COLUMN cum_credits_in_count bigint NOT NULL DEFAULT 0,
      ADD COLUMN cum_software_cents bigint NOT NULL DEFAULT 0;
    CREATE TEMPORARY TABLE report_account_days_ranged ON COMMIT DROP AS
      SELECT ${columns}, COALESCE(lead(day) OVER (PARTITION BY account_id ORDER BY day), 'infinity') AS until_day,
        ${running('received_cents')} AS cum_received_cents, ${running('used_cents')} AS cum_used_cents,
        ${running('credits_in_cents')} AS cum_credits_in_cents, ${running('credits_in_count')} AS cum_credits_in_count,
        ${running('software_cents')} AS cum_software_cents
      FROM report_account_days;
    TRUNCATE report_account_days;
    -- No report sums buckets by day any more; one index fewer to write at every bucket's change.
    DROP INDEX report_account_days_day;
    INSERT INTO report_account_days (${columns}, until_day, cum_received_cents, cum_used_cents, cum_credits_in_cents, cum_credits_in_count, cum_software_cents)
      SELECT ${columns}, until_day, cum_received_cents, cum_used_cents, cum_credits_in_cents, cum_credits_in_count, cum_software_cents FROM report_account_days_ranged;
    CREATE INDEX report_account_days_until ON report_account_days (until_day, day)
      INCLUDE (account_id, balance_cents, cum_received_cents, cum_used_cents, cum_credits_in_cents, cum_credits_in_count, cum_software_cents);
    -- Every change of a bucket leaves a dead version in that index, and a range read walks the dead
    -- ones of its days (130,000 after a rebuild at large: 1 s a report): vacuumed after 10,000 changes
    -- rather than after a fifth of the table.
    ALTER TABLE report_account_days SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000,
      autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 10000);
    ANALYZE report_account_days;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE report_account_days RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold,
      autovacuum_vacuum_insert_scale_factor, autovacuum_vacuum_insert_threshold);
    DROP INDEX report_account_days_until;
    CREATE INDEX report_account_days_day ON report_account_days (day);
    ALTER TABLE report_account_days DROP COLUMN until_day, DROP COLUMN cum_received_cents, DROP COLUMN cum_used_cents,
      DROP COLUMN cum_credits_in_cents, DROP COLUMN cum_credits_in_count, DROP COLUMN cum_software_cents;
  `.execute(db);
}
