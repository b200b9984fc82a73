import { sql, type Kysely } from 'kysely';

// Frozen: VIN search rules and the VIN logger (spec sections 2 and 5), plain tables.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE vin_search_rules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      pattern text NOT NULL UNIQUE CHECK (pattern ~ '^[A-Z0-9-]{3,11}$'),
      make text NOT NULL CHECK (make <> ''),
      model text NOT NULL CHECK (model <> ''),
      generation text,
      engine text,
      note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE vin_logs (
      id bigserial PRIMARY KEY,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      vin text NOT NULL,
      result jsonb NOT NULL,
      matched_rule_id uuid REFERENCES vin_search_rules(id) ON DELETE SET NULL,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX vin_logs_at ON vin_logs (at DESC);
    CREATE INDEX vin_logs_user ON vin_logs (user_id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE vin_logs; DROP TABLE vin_search_rules;`.execute(db);
}
