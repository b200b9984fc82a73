// "Far above usual": when the buy form asks a second, explicit time before placing a credit order.
// A typo in the credits (a digit too many) should not cost the buyer an order it never meant; a
// buyer who really wants ten times its usual amount confirms once more.

/** How many of the buyer's last paid purchases tell what it usually buys. */
export const USUAL_PURCHASES_COUNTED = 5;
/** An order of more than this many times the largest of them is far above usual. */
export const FAR_ABOVE_USUAL_FACTOR = 5;
/** A buyer without a paid purchase: an order of more than this many credits is far above usual. */
export const FIRST_PURCHASE_LIMIT = 5_000;

export type UsualPurchase = {
  /** The largest of the buyer's last paid purchases, in credits; null when it has none. */
  usual: number | null;
  /** More credits than this are far above usual. */
  limit: number;
};

/** What the buyer usually buys, from its paid purchases newest first (credits each). */
export const usualPurchase = (paidPurchases: readonly number[]): UsualPurchase => {
  const counted = paidPurchases.slice(0, USUAL_PURCHASES_COUNTED);
  if (counted.length === 0) return { usual: null, limit: FIRST_PURCHASE_LIMIT };
  const usual = Math.max(...counted);
  return { usual, limit: usual * FAR_ABOVE_USUAL_FACTOR };
};

/**
 * The one rule: an order is far above usual when it buys more than FAR_ABOVE_USUAL_FACTOR times the
 * largest of the buyer's last USUAL_PURCHASES_COUNTED paid purchases, or, for a buyer without any,
 * more than FIRST_PURCHASE_LIMIT credits.
 */
export const isFarAboveUsual = (credits: number, paidPurchases: readonly number[]): boolean => credits > usualPurchase(paidPurchases).limit;
