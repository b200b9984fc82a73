import { sql, type Kysely } from 'kysely';

// Frozen: countries and currencies (spec sections 3 and 9).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE currencies (
      code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
      symbol text NOT NULL,
      name text NOT NULL,
      price numeric(18, 8) NOT NULL CHECK (price > 0),
      locale text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE countries (
      id text PRIMARY KEY CHECK (id ~ '^[A-Z]{2}$'),
      name text NOT NULL,
      native_name text NOT NULL,
      alpha2_code text NOT NULL UNIQUE,
      alpha3_code text NOT NULL UNIQUE,
      market_factor numeric(8, 4) NOT NULL DEFAULT 1 CHECK (market_factor > 0),
      currency_code text NOT NULL REFERENCES currencies(code),
      phone_prefix text NOT NULL DEFAULT '',
      in_europe boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE users ADD CONSTRAINT users_country FOREIGN KEY (country_id) REFERENCES countries(id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP CONSTRAINT users_country; DROP TABLE countries; DROP TABLE currencies;`.execute(db);
}
