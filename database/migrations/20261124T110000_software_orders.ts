import { sql, type Kysely } from 'kysely';

// Frozen: the read model of software orders (projections/softwareOrders). A row appears when an
// order is paid or waits for its price on request; a void order (payment refused) never shows.
// Indexes serve the list (the VIN by prefix, hence text_pattern_ops): newest first, by status, type, stage, dealer (its chain: an account
// sees its own orders and those of the accounts below it), VIN and number.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE software_orders (
      id uuid PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE,
      number bigint UNIQUE,
      dealer_id uuid NOT NULL,
      dealer_chain uuid[] NOT NULL,
      dealer_name text NOT NULL,
      placed_by uuid NOT NULL,
      type text NOT NULL,
      stage text NOT NULL,
      status text NOT NULL,
      payment text NOT NULL,
      vin text,
      vehicle_id uuid NOT NULL,
      make text NOT NULL,
      model text NOT NULL,
      generation text NOT NULL,
      engine text NOT NULL,
      gearbox text,
      urgency text NOT NULL,
      coupon_code text,
      total bigint NOT NULL,
      on_request boolean NOT NULL,
      price bigint,
      charged bigint NOT NULL DEFAULT 0,
      refunded bigint NOT NULL DEFAULT 0,
      refusal text,
      files jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX software_orders_created ON software_orders (created_at DESC, id);
    CREATE INDEX software_orders_status ON software_orders (status, created_at DESC);
    CREATE INDEX software_orders_chain ON software_orders USING gin (dealer_chain);
    CREATE INDEX software_orders_vin ON software_orders (vin text_pattern_ops);
    CREATE INDEX software_orders_type_stage ON software_orders (type, stage);
    -- Counts of the list kept by the projection: per account that may see the orders (each member of
    -- the dealer chain, and the nil uuid for staff who see all), status and type.
    CREATE TABLE software_order_counts (
      account_id uuid NOT NULL,
      status text NOT NULL,
      type text NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (account_id, status, type)
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE software_order_counts; DROP TABLE software_orders;`.execute(db);
}
