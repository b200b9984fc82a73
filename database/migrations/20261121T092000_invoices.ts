import { sql, type Kysely } from 'kysely';

// Frozen: invoice settings (plain, audited tables) and the invoices read model.
// Money is EUR cents and credits are hundredths (bigint), never floats.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE invoice_numeration (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      company_name text NOT NULL DEFAULT 'Tuning Portal B.V.',
      company_address text NOT NULL DEFAULT '',
      company_email text NOT NULL DEFAULT '',
      company_country text NOT NULL DEFAULT 'Netherlands',
      company_vat_id text NOT NULL DEFAULT '',
      link_secret text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO invoice_numeration DEFAULT VALUES;
    CREATE TABLE invoice_payments (
      id serial PRIMARY KEY,
      name text NOT NULL,
      details text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE invoice_descriptions (
      id serial PRIMARY KEY,
      text text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE invoice_sequence (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      prefix text NOT NULL,
      number_length integer NOT NULL,
      next_number bigint NOT NULL
    );
    CREATE TABLE invoice_order_terms (
      order_id text PRIMARY KEY,
      terms jsonb NOT NULL
    );
    CREATE TABLE invoices (
      id uuid PRIMARY KEY,
      number text NOT NULL UNIQUE,
      prefix text NOT NULL,
      sequence bigint NOT NULL,
      order_id text NOT NULL UNIQUE,
      event_id uuid NOT NULL,
      buyer_id text NOT NULL,
      seller_id text NOT NULL,
      buyer jsonb NOT NULL,
      seller jsonb NOT NULL,
      credits bigint NOT NULL,
      price bigint NOT NULL,
      fee_percent double precision NOT NULL,
      fee bigint NOT NULL,
      total bigint NOT NULL,
      currency text NOT NULL,
      vat_percent integer NOT NULL,
      vat bigint NOT NULL,
      payment_method text NOT NULL,
      description text,
      payment_details jsonb NOT NULL DEFAULT '[]',
      notes jsonb NOT NULL DEFAULT '[]',
      ordered_at timestamptz NOT NULL,
      issued_at timestamptz NOT NULL
    );
    CREATE INDEX invoices_buyer ON invoices (buyer_id, issued_at DESC);
    CREATE INDEX invoices_seller ON invoices (seller_id, issued_at DESC);
    CREATE INDEX invoices_prefix_sequence ON invoices (prefix, sequence);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE invoices; DROP TABLE invoice_order_terms; DROP TABLE invoice_sequence;
    DROP TABLE invoice_descriptions; DROP TABLE invoice_payments; DROP TABLE invoice_numeration;
  `.execute(db);
}
