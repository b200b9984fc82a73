import { sql, type Kysely } from 'kysely';

// Frozen: previous orders (spec section 3), the orders made before the portal existed, imported by an
// Admin from a spreadsheet and read by the upgrade discount; and the order section of a user (spec
// sections 3, 6, 7). Order types and sections are spelled out here on purpose: a migration never
// imports app code.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Keyed by the sheet's id (the old system's order id), so importing a sheet again updates rows
    -- instead of adding them. vin is the vehicle's VIN, upper case, for the upgrade lookup.
    CREATE TABLE previous_orders (
      id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$'),
      type text NOT NULL CHECK (type IN ('ECU', 'DSG', 'ECU + DSG')),
      stage text NOT NULL CHECK (stage <> ''),
      price numeric(10, 2) NOT NULL CHECK (price > 0),
      ordered_at timestamptz NOT NULL,
      currency_details jsonb NOT NULL,
      vehicle jsonb NOT NULL,
      description jsonb,
      vin text NOT NULL CHECK (vin = upper(vin) AND length(vin) BETWEEN 17 AND 18),
      dealer_id uuid NOT NULL REFERENCES users(id),
      imported_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- A VIN's orders newest first (the upgrade discount), and VIN prefixes (the list's search).
    CREATE INDEX previous_orders_vin ON previous_orders (vin text_pattern_ops, ordered_at DESC);
    CREATE INDEX previous_orders_dealer ON previous_orders (dealer_id, ordered_at DESC);
    CREATE INDEX previous_orders_ordered ON previous_orders (ordered_at DESC);
    CREATE INDEX previous_orders_type ON previous_orders (type, ordered_at DESC);
    CREATE INDEX previous_orders_price ON previous_orders (price);

    -- The parts of ECU-COMBO-DSG a user may order; NULL is full access (an empty list is stored as NULL).
    ALTER TABLE users ADD COLUMN order_sections text[]
      CHECK (order_sections IS NULL OR (cardinality(order_sections) > 0 AND order_sections <@ ARRAY['ECU', 'COMBO', 'DSG']::text[]));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN order_sections; DROP TABLE previous_orders;`.execute(db);
}
