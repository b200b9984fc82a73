import { Type, type Static } from 'typebox';
import { ORDER_TYPES, URGENCY_LEVELS, type OrderType, type UrgencyLevel } from '../../../events/constants.js';
import { AMOUNT_FORMAT, euroAmount } from '../../../events/catalogue/euro-amount.js';
import type { UrgencyPrices } from '../../../tables/softwarePricing/queries.js';
import { HttpError } from '../../http/errors.js';
import { problem } from '../../../events/problem.js';
import { FIELD_REQUIRED } from '../../http/validation-messages.js';
import { AMOUNT_FORMAT_PROBLEM } from '../../http/price.js';

// API shapes of the software pricing: one record per urgency level (spec section 9), id = the
// level itself, with the surcharge in EUR of each order type (ECU, DSG, ECU + DSG).

export const URGENCY_NOT_FOUND = problem('URGENCY_NOT_FOUND', 'Urgency level not found');

const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 20 })]);
const byOrderType = <T extends ReturnType<typeof Type.Number> | typeof Amount>(value: T) =>
  Type.Object({ ECU: value, DSG: value, 'ECU + DSG': value }, { additionalProperties: false });

export const SoftwarePrice = Type.Object({
  id: Type.String({ description: 'The urgency level' }),
  urgency: Type.String(),
  position: Type.Integer({ description: '0 = 1 week … 5 = 1 hour' }),
  prices: byOrderType(Type.Number()),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type SoftwarePrice = Static<typeof SoftwarePrice>;

export const SoftwarePriceInput = Type.Object({ prices: byOrderType(Amount) });
export const SoftwarePriceMatrixInput = Type.Object({
  rows: Type.Array(Type.Object({ urgency: Type.Enum(URGENCY_LEVELS), prices: byOrderType(Amount) }), { maxItems: URGENCY_LEVELS.length }),
});
export const SoftwarePriceMatrix = Type.Object({ rows: Type.Array(SoftwarePrice), changed: Type.Integer({ description: 'Cells whose price changed' }) });
export const UrgencyId = Type.Object({ id: Type.Enum(URGENCY_LEVELS) });

export type PriceCell = { urgency: UrgencyLevel; orderType: OrderType; price: string };

/** The cells of one urgency row, each checked: 0 or more EUR, a dot decimal (spec section 5). */
export const priceCells = (urgency: UrgencyLevel, prices: Record<OrderType, number | string>): PriceCell[] =>
  ORDER_TYPES.map((orderType) => {
    const price = euroAmount(prices[orderType], { allowZero: true });
    if (price === null) throw new HttpError(400, FIELD_REQUIRED, { field: `${urgency} ${orderType}` });
    if (price === undefined) throw new HttpError(400, AMOUNT_FORMAT_PROBLEM, { field: `${urgency} ${orderType}` });
    return { urgency, orderType, price };
  });

export const toSoftwarePrice = (row: UrgencyPrices): SoftwarePrice => ({
  id: row.urgency,
  urgency: row.urgency,
  position: URGENCY_LEVELS.indexOf(row.urgency),
  prices: { ECU: Number(row.prices.ECU), DSG: Number(row.prices.DSG), 'ECU + DSG': Number(row.prices['ECU + DSG']) },
  updatedAt: row.updatedAt.toISOString(),
});
