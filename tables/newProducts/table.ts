import type { Generated, Selectable } from 'kysely';
import type { NewProductStatus } from '../../events/catalogue/new-products.js';

// Dealers' requests for vehicles the catalogue lacks (spec section 2: newproducts), audited.

export interface NewProductsTable {
  id: Generated<string>;
  requested_by: string | null;
  make: string;
  model: string;
  generation: string;
  engine: string;
  /** A gearbox family, when the dealer knows it. */
  gearbox: string | null;
  vin: string | null;
  note: string;
  status: Generated<NewProductStatus>;
  /** The catalogue vehicle that answered the request (status Added). */
  vehicle_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type NewProductRow = Selectable<NewProductsTable>;
