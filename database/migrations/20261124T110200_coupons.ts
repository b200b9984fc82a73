import { sql, type Kysely } from 'kysely';

// Frozen: the coupons read model, folded from the `coupon-<CODE>` streams: one row per coupon with
// its uses, and one per order that used one (per-dealer uses for validation, the order's percent).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE coupons (
      code text PRIMARY KEY,
      discount_percent numeric(5, 2) NOT NULL,
      valid_from timestamptz,
      valid_until timestamptz,
      max_uses integer,
      max_uses_per_dealer integer,
      active boolean NOT NULL,
      description text,
      uses integer NOT NULL DEFAULT 0,
      created_by text NOT NULL,
      updated_by text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX coupons_created ON coupons (created_at DESC);
    CREATE INDEX coupons_updated ON coupons (updated_at DESC);
    CREATE INDEX coupons_valid_until ON coupons (valid_until);
    CREATE INDEX coupons_discount ON coupons (discount_percent);
    CREATE INDEX coupons_uses ON coupons (uses);
    CREATE INDEX coupons_active ON coupons (active, code);
    CREATE TABLE coupon_redemptions (
      code text NOT NULL,
      order_id text NOT NULL,
      dealer_id text NOT NULL,
      discount_percent numeric(5, 2) NOT NULL,
      redeemed_at timestamptz NOT NULL,
      released_at timestamptz,
      PRIMARY KEY (code, order_id)
    );
    CREATE INDEX coupon_redemptions_dealer ON coupon_redemptions (code, dealer_id) WHERE released_at IS NULL;
    CREATE INDEX coupon_redemptions_order ON coupon_redemptions (order_id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE coupon_redemptions; DROP TABLE coupons;`.execute(db);
}
