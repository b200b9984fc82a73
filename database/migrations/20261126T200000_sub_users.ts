import { sql, type Kysely } from 'kysely';

// Frozen: sub-users (issue 13). A sub-user signs in like any account, so its login lives in `users`
// (its parent in `sub_user_of`, no roles of its own); its permission sets and its place under the
// parent are read models folded from the sub-user events.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN sub_user_of uuid REFERENCES users (id);
    CREATE INDEX users_sub_user_of ON users (sub_user_of) WHERE sub_user_of IS NOT NULL;
    CREATE TABLE sub_user_permissions (
      id uuid PRIMARY KEY,
      parent_id uuid NOT NULL,
      name text NOT NULL,
      role text NOT NULL,
      permissions jsonb NOT NULL,
      created_by uuid NOT NULL,
      updated_by uuid NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX sub_user_permissions_parent ON sub_user_permissions (parent_id);
    CREATE TABLE sub_user_accounts (
      id uuid PRIMARY KEY,
      parent_id uuid NOT NULL,
      permission_id uuid NOT NULL,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL,
      deleted_by uuid,
      deleted_at timestamptz
    );
    CREATE INDEX sub_user_accounts_parent ON sub_user_accounts (parent_id);
    CREATE INDEX sub_user_accounts_permission ON sub_user_accounts (permission_id) WHERE deleted_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE sub_user_accounts;
    DROP TABLE sub_user_permissions;
    ALTER TABLE users DROP COLUMN sub_user_of;
  `.execute(db);
}
