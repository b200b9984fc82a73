import type { NewEvent } from '../store/port.js';

// Credit price tables are a plain audited table (tables/creditPrices); each change is also recorded
// as an event in the same transaction, so the buyers it concerns learn of it (spec section 3:
// notification type priceList). The event names the buyers as they were at the change: who pays a
// table depends on parents and sale rights that change later, and a fold must not read them then.

export const PRICE_TABLE_STREAM_PREFIX = 'credit-price-table-';
export const priceTableStream = (owner: string) => `${PRICE_TABLE_STREAM_PREFIX}${owner}`;

export type CreditPriceEventData = {
  PriceListChanged: {
    /** 'base' (the house's table) or the selling account whose children pay it. */
    owner: string;
    /** The table was removed: its buyers pay the base table from now on. */
    removed: boolean;
    /** The active accounts that pay this table (or, for a removal, paid it) at the change. */
    buyers: string[];
    actorId: string | null;
    at: string;
  };
};

export type PriceListChanged = NewEvent<'PriceListChanged', CreditPriceEventData['PriceListChanged']>;
