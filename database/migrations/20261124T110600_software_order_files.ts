import { sql, type Kysely } from 'kysely';

// Frozen: the original reads of software orders with their file details (spec section 3: hardware
// number, software version, tool), folded from SoftwareOrderPlaced by projections/softwareOrders:
// files/find-files looks a stock file up here by hardware number and software version.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE software_order_files (
      order_id uuid NOT NULL,
      unit text NOT NULL,
      sha256 text NOT NULL,
      upload_id uuid NOT NULL,
      size bigint NOT NULL,
      name text NOT NULL,
      hardware_number text,
      software_version text,
      tool text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, unit)
    );
    CREATE INDEX software_order_files_lookup ON software_order_files (unit, upper(hardware_number), upper(software_version));
    CREATE INDEX software_order_files_sha ON software_order_files (sha256);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE software_order_files;`.execute(db);
}
