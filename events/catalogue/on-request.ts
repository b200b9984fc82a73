import { ON_REQUEST, PRICE_ON_REQUEST } from '../constants.js';

// "On request" (spec sections 5 and 9): what a stage shows when the catalogue gives no figure or
// no usable price. Catalogue values arrive as numbers or text, so both are read.

export type OnRequest = typeof ON_REQUEST;
export type OfferPrice = number | OnRequest;

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A stage's power or torque as shown: "On request" when empty or "Contact". */
export const stageFigure = (value: unknown): string | number | OnRequest => {
  if (isEmpty(value)) return ON_REQUEST;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'contact' ? ON_REQUEST : value.trim();
  return typeof value === 'number' ? value : ON_REQUEST;
};

/** A price as a number, or null when it is missing or not a number (dot decimals only). */
const priceNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return null;
};

/** True for the coded price on request (9999). */
export const isPriceOnRequest = (price: number) => price === PRICE_ON_REQUEST;

/** A price as offered: missing, not a number, not above 0 or coded 9999 is "On request". */
export const offerPrice = (value: unknown): OfferPrice => {
  const price = priceNumber(value);
  return price === null || price <= 0 || isPriceOnRequest(price) ? ON_REQUEST : price;
};

export const isOnRequest = (price: OfferPrice): price is OnRequest => price === ON_REQUEST;
