import { sql, type Kysely } from 'kysely';

// Frozen: the read models of the reports (issue 12), folded by projections/reports from the ledger,
// software order, credit order and account events only. Daily buckets (UTC days) keep a period's
// figures a sum over few rows; a bucket of a past day never changes once that day's events are in.
// - report_accounts: the network (parent) and roles as the account events recorded them.
// - report_account_days: per account and day, credits in and out, Credits-group credits received,
//   net software spending, movement count, and the balance after the day's last movement.
// - report_orders: fold state of each software order (attributes, price, paid), never read by a report.
// - report_order_days: per dealer, day and order attributes, the orders that were paid (status '*')
//   or entered a status that day, their price, and warranty cases opened on paid orders ('*' rows).
// - report_credit_orders: fold state of each credit order's terms (price, credits).
// - report_revenue_days: per buyer and day, the credit orders the house confirmed: credits and EUR.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE report_accounts (
      user_id text PRIMARY KEY,
      parent_id text,
      roles text[] NOT NULL
    );
    CREATE TABLE report_account_days (
      account_id text NOT NULL,
      day date NOT NULL,
      received_cents bigint NOT NULL,
      used_cents bigint NOT NULL,
      credits_in_cents bigint NOT NULL,
      credits_in_count integer NOT NULL,
      software_cents bigint NOT NULL,
      movements integer NOT NULL,
      balance_cents bigint NOT NULL,
      PRIMARY KEY (account_id, day)
    );
    CREATE INDEX report_account_days_day ON report_account_days (day);
    CREATE TABLE report_orders (
      order_id text PRIMARY KEY,
      dealer_id text NOT NULL,
      type text NOT NULL,
      stage text NOT NULL,
      gearbox text NOT NULL,
      price_cents bigint NOT NULL,
      paid boolean NOT NULL
    );
    CREATE TABLE report_order_days (
      account_id text NOT NULL,
      day date NOT NULL,
      type text NOT NULL,
      stage text NOT NULL,
      gearbox text NOT NULL,
      status text NOT NULL,
      price_cents bigint NOT NULL,
      orders integer NOT NULL,
      warranties integer NOT NULL,
      PRIMARY KEY (account_id, day, type, stage, gearbox, status)
    );
    CREATE INDEX report_order_days_status_day ON report_order_days (status, day);
    CREATE TABLE report_credit_orders (
      order_id text PRIMARY KEY,
      seller_id text NOT NULL,
      price_cents bigint NOT NULL
    );
    CREATE TABLE report_revenue_days (
      account_id text NOT NULL,
      day date NOT NULL,
      credits_cents bigint NOT NULL,
      price_cents bigint NOT NULL,
      orders integer NOT NULL,
      PRIMARY KEY (account_id, day)
    );
    CREATE INDEX report_revenue_days_day ON report_revenue_days (day);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE report_revenue_days, report_credit_orders, report_order_days, report_orders, report_account_days, report_accounts;`.execute(db);
}
