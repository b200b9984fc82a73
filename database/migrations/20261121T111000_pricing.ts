import { sql, type Kysely } from 'kysely';

// Frozen: the price lists of the Admin catalogue (spec sections 2, 3 and 9), plain audited tables.
// Urgency levels and order types are spelled out here on purpose: a migration never imports app code.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Price policy (spec section 3), read by events/catalogue/upgrade.ts. A row is the default
    -- (no country, no dealer), a country's or a dealer's; the most specific one applies.
    CREATE TABLE price_policies (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      country_id text REFERENCES countries(id) ON DELETE CASCADE,
      dealer_id uuid REFERENCES users(id) ON DELETE CASCADE,
      discount_after_a_year numeric(5, 2) NOT NULL CHECK (discount_after_a_year BETWEEN 0 AND 100),
      minimum_price numeric(10, 2) NOT NULL CHECK (minimum_price >= 0),
      only_on_upgrade_fee boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT price_policies_one_scope CHECK (country_id IS NULL OR dealer_id IS NULL),
      CONSTRAINT price_policies_scope UNIQUE NULLS NOT DISTINCT (country_id, dealer_id)
    );
    -- The default: half the previous price still credited after a year, no floor, only real upgrades.
    INSERT INTO price_policies (country_id, dealer_id, discount_after_a_year, minimum_price, only_on_upgrade_fee)
      VALUES (NULL, NULL, 50, 0, true);

    -- Software pricing: the surcharge in EUR of each urgency level (spec section 9) per order type.
    CREATE TABLE software_prices (
      urgency text NOT NULL CHECK (urgency IN ('1 week', '2 days', '1 day', '4 hours', '2 hours', '1 hour')),
      order_type text NOT NULL CHECK (order_type IN ('ECU', 'DSG', 'ECU + DSG')),
      price numeric(10, 2) NOT NULL CHECK (price >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (urgency, order_type)
    );
    INSERT INTO software_prices (urgency, order_type, price) VALUES
      ('1 week', 'ECU', 0), ('1 week', 'DSG', 0), ('1 week', 'ECU + DSG', 0),
      ('2 days', 'ECU', 25), ('2 days', 'DSG', 25), ('2 days', 'ECU + DSG', 40),
      ('1 day', 'ECU', 50), ('1 day', 'DSG', 50), ('1 day', 'ECU + DSG', 80),
      ('4 hours', 'ECU', 95), ('4 hours', 'DSG', 95), ('4 hours', 'ECU + DSG', 150),
      ('2 hours', 'ECU', 145), ('2 hours', 'DSG', 145), ('2 hours', 'ECU + DSG', 230),
      ('1 hour', 'ECU', 200), ('1 hour', 'DSG', 200), ('1 hour', 'ECU + DSG', 320);

    -- Vehicles price config: ECU stage prices per engine family, applied to its vehicles on save.
    -- A null price leaves the vehicles' own price of that stage alone.
    CREATE TABLE vehicles_price_configs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      engine_family text NOT NULL UNIQUE CHECK (engine_family <> ''),
      one numeric(10, 2) CHECK (one > 0),
      two numeric(10, 2) CHECK (two > 0),
      two_plus numeric(10, 2) CHECK (two_plus > 0),
      three numeric(10, 2) CHECK (three > 0),
      four numeric(10, 2) CHECK (four > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX vehicles_engine_family ON vehicles (engine_family);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX vehicles_engine_family; DROP TABLE vehicles_price_configs; DROP TABLE software_prices; DROP TABLE price_policies;`.execute(db);
}
