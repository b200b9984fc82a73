import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OrderType } from '../../events/constants.js';

// Previous orders (spec section 3): orders made before the portal existed, imported by an Admin from
// a spreadsheet (tables/previousOrders/sheet.ts). Plain audited table keyed by the sheet's id.

/** Any JSON value, as a jsonb column holds it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** A jsonb column: written as JSON text, read as the value. */
type JsonColumn<T> = ColumnType<T, string, string>;

/** The currency the order was paid in (spec section 3's Currency: code, symbol, name, price, locale). */
export type CurrencyDetails = { code: string } & { [key: string]: Json };
/** The vehicle as the old system described it: make and model at least, and its VIN. */
export type PreviousOrderVehicle = { make: string; model: string; vin: string } & { [key: string]: Json };

export interface PreviousOrdersTable {
  /** The sheet's id (the old system's order id). */
  id: string;
  type: OrderType;
  /** An ECU stage, a DSG stage or a combo `ecu-dsg` (events/constants.ts), by type. */
  stage: string;
  /** EUR, numeric(10, 2) as text; 9999 is price on request. */
  price: string;
  /** When the order was placed (the spec's createdAt). */
  ordered_at: Date;
  currency_details: JsonColumn<CurrencyDetails>;
  vehicle: JsonColumn<PreviousOrderVehicle>;
  /** JSON or text (a JSON string); null when the sheet had none. */
  description: ColumnType<Json | null, string | null, string | null>;
  /** The vehicle's VIN, upper case. */
  vin: string;
  dealer_id: string;
  imported_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PreviousOrderRow = Selectable<PreviousOrdersTable>;
