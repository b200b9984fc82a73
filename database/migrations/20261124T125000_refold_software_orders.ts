import { sql, type Kysely } from 'kysely';

// Frozen: the software orders read model gained the calibrators' half (20261124T123000): new columns
// and the tables of reads and versions, which an existing database has empty for the orders it
// already folded. Emptied here with its checkpoint, so the runner folds every order again from the
// first event on the next start (the same rows a rebuild gives; numbers follow the event order).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    TRUNCATE software_orders, software_order_files, software_order_counts, software_order_versions, software_order_reads;
    DELETE FROM projection_checkpoints WHERE name = 'software_orders';
  `.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the runner folds the read model again either way.
}
