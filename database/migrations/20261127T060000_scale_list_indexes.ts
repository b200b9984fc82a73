import { sql, type Kysely } from 'kysely';

// Frozen: issue 15 "Scale". A list's filter or sort read from an index in its own order, not a sort
// of every row, at a large network's size (200,000 orders, 50,000 tickets, a million movements):
// - software orders by status (newest number first) and sorted by dealer name;
// - tickets (unassigned first, as the list shows them) by status and sorted by title;
// - ledger movements by kind and sorted by amount.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX software_orders_status_number ON software_orders (status, number DESC);
    CREATE INDEX software_orders_dealer_name ON software_orders (dealer_name, id);
    CREATE INDEX tickets_status_list ON tickets (status, (agent_id IS NULL) DESC, created_at DESC) WHERE deleted_at IS NULL;
    CREATE INDEX tickets_title ON tickets ((agent_id IS NULL) DESC, title, id) WHERE deleted_at IS NULL;
    CREATE INDEX ledger_movements_kind ON ledger_movements (kind, revision DESC);
    CREATE INDEX ledger_movements_amount ON ledger_movements (amount DESC, revision DESC);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX ledger_movements_amount; DROP INDEX ledger_movements_kind; DROP INDEX tickets_title;
    DROP INDEX tickets_status_list; DROP INDEX software_orders_dealer_name; DROP INDEX software_orders_status_number;
  `.execute(db);
}
