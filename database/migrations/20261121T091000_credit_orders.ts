import { sql, type Kysely } from 'kysely';

// Frozen: credit price tables (a plain, audited table) and the credit orders read model.
// Credits are hundredths of a credit and money EUR cents (bigint), never floats.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE credit_price_tables (
      owner text PRIMARY KEY,
      rows jsonb NOT NULL,
      updated_by uuid,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE credit_orders (
      id uuid PRIMARY KEY,
      number bigint NOT NULL UNIQUE,
      buyer_id uuid NOT NULL,
      seller_id text NOT NULL,
      credits bigint NOT NULL,
      price bigint NOT NULL,
      fee bigint NOT NULL,
      fee_percent double precision NOT NULL,
      total bigint NOT NULL,
      paid_amount bigint NOT NULL DEFAULT 0,
      payment_method text NOT NULL,
      status text NOT NULL,
      description text,
      payment_reference text,
      credited boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      confirmed_at timestamptz
    );
    CREATE INDEX credit_orders_buyer ON credit_orders (buyer_id, number DESC);
    CREATE INDEX credit_orders_seller ON credit_orders (seller_id, number DESC);
    CREATE INDEX credit_orders_status ON credit_orders (status, number DESC);
    CREATE INDEX credit_orders_created ON credit_orders (created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE credit_orders; DROP TABLE credit_price_tables;`.execute(db);
}
