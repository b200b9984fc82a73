import { Type } from 'typebox';
import { Amount } from '../credit/schemas.js';

/** Credits (whole) and their price in EUR (at most 2 decimals). */
export const PriceRowInput = Type.Object({ credits: Amount, price: Amount });
export const PriceRowSchema = Type.Object({ credits: Type.Number(), price: Type.Number() });
export const PriceTableBody = Type.Object({ priceList: Type.Array(PriceRowInput, { maxItems: 100 }) });

export const PriceListReply = Type.Object({ priceList: Type.Array(PriceRowSchema), sellerId: Type.String() });
export const PriceTableReply = Type.Object({
  owner: Type.String(),
  priceList: Type.Array(PriceRowSchema),
  /** 'own': the seller's table; 'base': none of its own, its children pay the base table. */
  source: Type.Union([Type.Literal('own'), Type.Literal('base')]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export const UserParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });
