import { sql, type Kysely } from 'kysely';

// Frozen: the calibrators' half of a software order (issue 10), folded by projections/softwareOrders.
// - software_orders gains who works on it (calibrator), when it is due (the urgency from the charge),
//   the delivered versions, the rejection reason, the warranty case and the money after the sale.
// - software_order_versions: every tuned file delivered, by version (files/tuned/{id}, files/).
// - software_order_reads: every original read, round by round (a resubmitted corrected read is
//   round 2...), so the calibrator sees the versions side by side.
// - price_policies gains the distributor margin (percent of a dealer's order price the distributor
//   under which it sits earns as OrderDistributorProfit).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE software_orders
      ADD COLUMN calibrator_id uuid,
      ADD COLUMN calibrator_name text,
      ADD COLUMN paid_at timestamptz,
      ADD COLUMN due_at timestamptz,
      ADD COLUMN versions integer NOT NULL DEFAULT 0,
      ADD COLUMN delivered_at timestamptz,
      ADD COLUMN rejection_reason text,
      ADD COLUMN rounds integer NOT NULL DEFAULT 1,
      ADD COLUMN warranty_status text,
      ADD COLUMN warranty_reason text,
      ADD COLUMN warranty_refunded bigint NOT NULL DEFAULT 0,
      ADD COLUMN difference bigint NOT NULL DEFAULT 0,
      ADD COLUMN profit bigint NOT NULL DEFAULT 0,
      ADD COLUMN distributor_id uuid;
    -- The calibrators' queue: open orders by due time, mine or unassigned.
    CREATE INDEX software_orders_queue ON software_orders (calibrator_id, due_at)
      WHERE status NOT IN ('Completed', 'Cancel', 'Rejected', 'Transfer');
    CREATE TABLE software_order_versions (
      order_id uuid NOT NULL,
      version integer NOT NULL,
      unit text NOT NULL,
      sha256 text NOT NULL,
      size bigint NOT NULL,
      name text NOT NULL,
      note text,
      calibrator_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, version, unit)
    );
    CREATE INDEX software_order_versions_created ON software_order_versions (created_at DESC);
    CREATE INDEX software_order_versions_sha ON software_order_versions (sha256);
    CREATE TABLE software_order_reads (
      order_id uuid NOT NULL,
      round integer NOT NULL,
      unit text NOT NULL,
      sha256 text NOT NULL,
      size bigint NOT NULL,
      name text NOT NULL,
      note text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, round, unit)
    );
    ALTER TABLE price_policies ADD COLUMN distributor_margin numeric(5, 2) NOT NULL DEFAULT 0
      CHECK (distributor_margin >= 0 AND distributor_margin <= 65);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE price_policies DROP COLUMN distributor_margin;
    DROP TABLE software_order_reads;
    DROP TABLE software_order_versions;
    DROP INDEX software_orders_queue;
    ALTER TABLE software_orders
      DROP COLUMN calibrator_id, DROP COLUMN calibrator_name, DROP COLUMN paid_at, DROP COLUMN due_at, DROP COLUMN versions,
      DROP COLUMN delivered_at, DROP COLUMN rejection_reason, DROP COLUMN rounds, DROP COLUMN warranty_status,
      DROP COLUMN warranty_reason, DROP COLUMN warranty_refunded, DROP COLUMN difference, DROP COLUMN profit, DROP COLUMN distributor_id;
  `.execute(db);
}
