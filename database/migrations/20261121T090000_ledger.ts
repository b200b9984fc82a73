import { sql, type Kysely } from 'kysely';

// Frozen: the ledger's read models. Amounts are hundredths of a credit (bigint), never floats.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ledger_movements (
      movement_id uuid PRIMARY KEY,
      revision bigint NOT NULL UNIQUE,
      kind text NOT NULL,
      "group" text NOT NULL,
      from_account text NOT NULL,
      to_account text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      from_balance_after bigint NOT NULL,
      to_balance_after bigint NOT NULL,
      reference text,
      description text,
      actor_id text,
      at timestamptz NOT NULL
    );
    CREATE INDEX ledger_movements_from ON ledger_movements (from_account, revision DESC);
    CREATE INDEX ledger_movements_to ON ledger_movements (to_account, revision DESC);
    CREATE INDEX ledger_movements_at ON ledger_movements (at DESC);
    CREATE INDEX ledger_movements_reference ON ledger_movements (reference);
    CREATE TABLE ledger_accounts (
      account text PRIMARY KEY,
      balance bigint NOT NULL DEFAULT 0,
      received bigint NOT NULL DEFAULT 0,
      used bigint NOT NULL DEFAULT 0,
      transferred bigint NOT NULL DEFAULT 0,
      movements integer NOT NULL DEFAULT 0,
      allowed_without_balance boolean NOT NULL DEFAULT false,
      credit_limit bigint,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE idempotency_keys (
      user_id uuid NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      status_code integer NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    );
    ALTER TABLE users ADD COLUMN can_sale boolean NOT NULL DEFAULT false;
    ALTER TABLE users ADD COLUMN can_buy boolean NOT NULL DEFAULT true;
    UPDATE users SET can_sale = true WHERE roles && ARRAY['Distributor', 'Dealer', 'Admin'];
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users DROP COLUMN can_buy; ALTER TABLE users DROP COLUMN can_sale;
    DROP TABLE idempotency_keys; DROP TABLE ledger_accounts; DROP TABLE ledger_movements;
  `.execute(db);
}
