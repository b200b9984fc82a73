import { sql, type Kysely } from 'kysely';

// Frozen: the files section (issue 10, "Tuned files").
// - stock_tune_orders: what projections/stockTunes keeps of each order from its events (type,
//   stage, vehicle, dealer and the original reads of the current round with their details), so a
//   delivery can be paired with its originals without reading another read model.
// - stock_tunes: the stock file database, one row per delivered tuned file: original read (by
//   SHA-256, with its hardware number and software version) -> tuned file, per order and version.
//   files/ lists it, files/find-files and the stock reactor search it.
// - pre_orders: the files dealers upload to ask before ordering (files/pre-order), folded from
//   the `pre-order-<id>` streams by projections/preOrders.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE stock_tune_orders (
      order_id uuid PRIMARY KEY,
      type text NOT NULL,
      stage text NOT NULL,
      on_request boolean NOT NULL,
      dealer_id uuid NOT NULL,
      dealer_name text NOT NULL,
      vehicle_id uuid NOT NULL,
      make text NOT NULL,
      model text NOT NULL,
      engine text NOT NULL,
      round integer NOT NULL,
      reads jsonb NOT NULL
    );
    CREATE TABLE stock_tunes (
      order_id uuid NOT NULL,
      version integer NOT NULL,
      unit text NOT NULL,
      round integer NOT NULL,
      original_sha256 text NOT NULL,
      original_size bigint NOT NULL,
      original_name text NOT NULL,
      hardware_number text,
      software_version text,
      tool text,
      tuned_sha256 text NOT NULL,
      tuned_upload_id uuid NOT NULL,
      tuned_size bigint NOT NULL,
      tuned_name text NOT NULL,
      type text NOT NULL,
      stage text NOT NULL,
      dealer_id uuid NOT NULL,
      dealer_name text NOT NULL,
      vehicle_id uuid NOT NULL,
      make text NOT NULL,
      model text NOT NULL,
      engine text NOT NULL,
      calibrator_id uuid NOT NULL,
      delivered_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, version, unit)
    );
    -- files/: newest first, and per dealer; the search box is a prefix of either number.
    CREATE INDEX stock_tunes_delivered ON stock_tunes (delivered_at DESC, order_id, version, unit);
    CREATE INDEX stock_tunes_dealer ON stock_tunes (dealer_id, delivered_at DESC);
    CREATE INDEX stock_tunes_make ON stock_tunes (make, delivered_at DESC);
    CREATE INDEX stock_tunes_hardware_prefix ON stock_tunes (upper(hardware_number) text_pattern_ops);
    CREATE INDEX stock_tunes_software_prefix ON stock_tunes (upper(software_version) text_pattern_ops);
    -- find-files and the stock reactor: the same original read, or the same unit + numbers.
    CREATE INDEX stock_tunes_original ON stock_tunes (original_sha256, unit);
    CREATE INDEX stock_tunes_numbers ON stock_tunes (unit, upper(hardware_number), upper(software_version));
    CREATE TABLE pre_orders (
      id uuid PRIMARY KEY,
      dealer_id uuid NOT NULL,
      dealer_chain uuid[] NOT NULL,
      dealer_name text NOT NULL,
      unit text NOT NULL,
      upload_id uuid NOT NULL,
      sha256 text NOT NULL,
      size bigint NOT NULL,
      name text NOT NULL,
      hardware_number text,
      software_version text,
      tool text,
      question text NOT NULL,
      answer text,
      answered_by uuid,
      answered_by_name text,
      answered_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX pre_orders_created ON pre_orders (created_at DESC, id);
    CREATE INDEX pre_orders_chain ON pre_orders USING gin (dealer_chain);
    CREATE INDEX pre_orders_open ON pre_orders (created_at DESC) WHERE answered_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS pre_orders; DROP TABLE IF EXISTS stock_tunes; DROP TABLE IF EXISTS stock_tune_orders;`.execute(db);
}
