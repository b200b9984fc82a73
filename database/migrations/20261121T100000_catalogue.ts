import { sql, type Kysely } from 'kysely';

// Frozen: the vehicle catalogue (spec section 3), plain audited tables. Stage names and gearbox
// families are spelled out here on purpose: a migration never imports app code.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE vehicles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      make text NOT NULL CHECK (make <> ''),
      model text NOT NULL CHECK (model <> ''),
      generation text NOT NULL CHECK (generation <> ''),
      engine text NOT NULL CHECK (engine <> ''),
      engine_family text NOT NULL DEFAULT '',
      dsg_families text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- one row per engine of a generation; also the index of the brand → model → generation → engine cascade
      CONSTRAINT vehicles_cascade UNIQUE (make, model, generation, engine)
    );
    CREATE INDEX vehicles_model ON vehicles (model);
    CREATE INDEX vehicles_engine ON vehicles (engine);
    CREATE INDEX vehicles_created ON vehicles (created_at DESC);
    CREATE INDEX vehicles_dsg ON vehicles USING gin (dsg_families);

    CREATE TABLE vehicle_stages (
      vehicle_id uuid NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
      stage text NOT NULL CHECK (stage IN ('One', 'Two', 'TwoPlus', 'Three', 'Four')),
      price numeric(10, 2) CHECK (price > 0),
      power text,
      torque text,
      options jsonb NOT NULL DEFAULT '[]',
      PRIMARY KEY (vehicle_id, stage)
    );

    CREATE TABLE dsg_offers (
      family text PRIMARY KEY CHECK (family IN ('DQ200', 'DQ250', 'DQ380', 'DQ381', 'DQ400', 'DQ500', 'DL382', 'DL501', 'Multitronic', 'Automatic', 'DL800')),
      stock_torque text,
      stock_price numeric(10, 2) CHECK (stock_price > 0),
      stages jsonb NOT NULL DEFAULT '[]',
      software_options jsonb NOT NULL DEFAULT '[]',
      hardware_options jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE combos (
      id text PRIMARY KEY,
      ecu text NOT NULL,
      dsg text NOT NULL,
      price numeric(10, 2) CHECK (price > 0),
      description text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT combos_id CHECK (id = ecu || '-' || dsg)
    );

    CREATE TABLE combo_rules (
      ecu text PRIMARY KEY,
      min numeric(10, 2) NOT NULL CHECK (min >= 0),
      max numeric(10, 2) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT combo_rules_range CHECK (max >= min)
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE combo_rules; DROP TABLE combos; DROP TABLE dsg_offers; DROP TABLE vehicle_stages; DROP TABLE vehicles;`.execute(db);
}
