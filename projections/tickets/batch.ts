import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { CountDeltas, writeRows } from '../runner/batch-writes.js';
import type { TicketAttachmentsTable, TicketMessagesTable, TicketRow, TicketsTable, TicketTimelineTable } from './table.js';

// A batch of ticket events folded in memory: the batch's tickets and their last message numbers
// are read once, changed event by event as the per-event statements changed them, and written
// with one statement per table (write()).

type Trx = Transaction<Database>;

/** The account that stands for "every ticket" in the counts (Support and Admin see them all). */
export const ALL_TICKETS = '00000000-0000-0000-0000-000000000000';

/** Every column of tickets but its key: a changed row is written whole. */
const TICKET_COLUMNS = Object.keys({
  number: 1, dealer_id: 1, dealer_chain: 1, category_id: 1, title: 1, status: 1, agent_id: 1, agent_name: 1, agent_sub_user_id: 1, order_id: 1,
  opened_by: 1, message_count: 1, last_message_at: 1, created_at: 1, updated_at: 1, deleted_at: 1,
} satisfies Record<Exclude<keyof TicketsTable, 'id'>, 1>);

export class TicketBatch {
  readonly changed = new Set<string>();
  readonly messages: Insertable<TicketMessagesTable>[] = [];
  readonly timeline: Insertable<TicketTimelineTable>[] = [];
  /** By ticket and hash: the first message that carried a file keeps it (ON CONFLICT DO NOTHING). */
  readonly attachments = new Map<string, Insertable<TicketAttachmentsTable>>();
  readonly counts = new CountDeltas<{ account_id: string; status: string; category_id: string; unassigned: boolean }>();

  private constructor(readonly tickets: Map<string, TicketRow>, private readonly lastSeq: Map<string, number>, private lastNumber: number) {}

  static async load(trx: Trx, ticketIds: string[]): Promise<TicketBatch> {
    const tickets = ticketIds.length ? await trx.selectFrom('tickets').selectAll().where('id', 'in', ticketIds).execute() : [];
    const seqs = ticketIds.length
      ? await trx.selectFrom('ticket_messages').select(['ticket_id', (eb) => eb.fn.max('seq').as('seq')]).where('ticket_id', 'in', ticketIds).groupBy('ticket_id').execute()
      : [];
    const { last } = await trx.selectFrom('tickets').select(sql<number>`COALESCE(MAX(number), 0)`.as('last')).executeTakeFirstOrThrow();
    return new TicketBatch(new Map(tickets.map((t) => [t.id, t])), new Map(seqs.map((s) => [s.ticket_id, Number(s.seq)])), Number(last));
  }

  /** A new ticket, numbered next in the feed's order; opening one twice fails as its insert did. */
  open(row: Omit<TicketRow, 'number'>) {
    if (this.tickets.has(row.id)) throw new Error(`ticket ${row.id} is already open`);
    this.lastNumber += 1;
    this.tickets.set(row.id, { ...row, number: this.lastNumber });
    this.changed.add(row.id);
  }

  update(ticketId: string, change: (row: TicketRow) => Partial<TicketRow>) {
    const row = this.tickets.get(ticketId);
    if (!row) return;
    Object.assign(row, change(row));
    this.changed.add(ticketId);
  }

  /** Adds `delta` to the counts of the ticket as it is now, for each account that sees it. */
  count(ticketId: string, delta: 1 | -1) {
    const t = this.tickets.get(ticketId);
    if (!t || t.deleted_at !== null) return;
    for (const account of [...t.dealer_chain, ALL_TICKETS]) this.counts.add({ account_id: account, status: t.status, category_id: t.category_id, unassigned: t.agent_id === null }, delta);
  }

  /** The next message number of a ticket. */
  nextSeq(ticketId: string) {
    const seq = (this.lastSeq.get(ticketId) ?? 0) + 1;
    this.lastSeq.set(ticketId, seq);
    return seq;
  }

  addAttachment(row: Insertable<TicketAttachmentsTable>) {
    const key = JSON.stringify([row.ticket_id, row.sha256]);
    if (!this.attachments.has(key)) this.attachments.set(key, row);
  }

  async write(trx: Trx) {
    await writeRows(trx, 'tickets', [...this.changed].map((id) => this.tickets.get(id)!), { key: ['id'], update: TICKET_COLUMNS });
    if (this.messages.length) await trx.insertInto('ticket_messages').values(this.messages).execute();
    await writeRows(trx, 'ticket_attachments', [...this.attachments.values()], { key: ['ticket_id', 'sha256'] });
    if (this.timeline.length) await trx.insertInto('ticket_timeline').values(this.timeline).execute();
    const c = this.counts;
    if (c.size) {
      await sql`
        INSERT INTO ticket_counts (account_id, status, category_id, unassigned, n)
        SELECT * FROM unnest(${c.column('account_id')}::uuid[], ${c.column('status')}::text[], ${c.column('category_id')}::text[], ${c.column('unassigned')}::boolean[], ${c.column('delta')}::bigint[])
        ON CONFLICT (account_id, status, category_id, unassigned) DO UPDATE SET n = ticket_counts.n + EXCLUDED.n`.execute(trx);
    }
  }
}
