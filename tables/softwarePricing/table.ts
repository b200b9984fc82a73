import type { Generated, Selectable } from 'kysely';
import type { OrderType, UrgencyLevel } from '../../events/constants.js';

// Software pricing: the surcharge in EUR of each urgency level (spec section 9) per order type.
// Reference data seeded by the migration: one row for every urgency × order type, never more.

export interface SoftwarePricesTable {
  urgency: UrgencyLevel;
  order_type: OrderType;
  /** numeric(10, 2), 0 or more. */
  price: string;
  updated_at: Generated<Date>;
}

export type SoftwarePriceRow = Selectable<SoftwarePricesTable>;
