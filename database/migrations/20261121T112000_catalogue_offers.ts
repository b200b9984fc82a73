import { sql, type Kysely } from 'kysely';

// Frozen: the option lists (ECU/DSG, primary/secondary) and the dealers' new-product requests
// (spec sections 2 and 3), plain audited tables. Units, levels and statuses are spelled out here on
// purpose: a migration never imports app code.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_options (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      unit text NOT NULL CHECK (unit IN ('ECU', 'DSG')),
      level text NOT NULL CHECK (level IN ('primary', 'secondary')),
      name text NOT NULL CHECK (name <> ''),
      description text NOT NULL DEFAULT '',
      choices jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(choices) = 'array'),
      price numeric(10, 2) CHECK (price > 0),
      stages text[] NOT NULL DEFAULT '{}',
      -- a secondary option hangs under a primary option of the same unit (checked by the API)
      parent_id uuid REFERENCES catalogue_options(id) ON DELETE RESTRICT,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT catalogue_options_name UNIQUE (unit, level, name),
      CONSTRAINT catalogue_options_parent CHECK ((level = 'primary') = (parent_id IS NULL))
    );
    CREATE INDEX catalogue_options_parent ON catalogue_options (parent_id);

    CREATE TABLE new_products (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
      make text NOT NULL CHECK (make <> ''),
      model text NOT NULL CHECK (model <> ''),
      generation text NOT NULL DEFAULT '',
      engine text NOT NULL DEFAULT '',
      gearbox text,
      vin text,
      note text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Added', 'Rejected')),
      vehicle_id uuid REFERENCES vehicles(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX new_products_status ON new_products (status, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE new_products; DROP TABLE catalogue_options;`.execute(db);
}
