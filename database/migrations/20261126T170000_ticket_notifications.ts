import { sql, type Kysely } from 'kysely';

// Frozen: a ticket's notifications opened /tickets/<id>/show, a page that does not exist (the ticket
// page is support/<id>, spec section 2), and their title said "Ticket #null" or "#0": the
// notifications projection kept no ticket number. The fold now numbers tickets in the feed's order
// like the tickets read model and writes the right url; this moves the rows already stored the same
// way (the numbers from the tickets read model, which numbers them in that same order), so the live
// read model still equals a rebuild.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE notification_subjects s SET number = t.number FROM tickets t WHERE s.kind = 'ticket' AND t.id::text = s.subject_id;
    UPDATE notifications n SET url = '/support/' || n.item_id, title = regexp_replace(n.title, '^Ticket #[^:]*:', 'Ticket #' || t.number || ':')
      FROM tickets t WHERE n.url ~ '^/tickets/[^/]+/show$' AND t.id::text = n.item_id;
  `.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the old urls and titles were wrong.
}
